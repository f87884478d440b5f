"""The input layer: key events in, logical buttons out (short, long, chord, repeat)."""

import pytest

from ui.buttons import DOWN, LEGEND, MENU, NONE, UP, A, B, Input, KeyEvent, KeyQueue, button


def make(keymap, chord=None):
    q = KeyQueue()
    return q, Input(q, KeyEvent(), keymap, chord)


def drain(inp):
    out = []
    b = inp.get()
    while b != NONE:
        out.append(b)
        b = inp.get()
    return out


def test_plain_keys_report_on_press_and_repeat():
    q, inp = make(((UP, NONE), (A, NONE)))
    q.put(0, True)
    inp.update(0)
    assert drain(inp) == [UP]
    inp.update(300)
    assert drain(inp) == []
    inp.update(400)
    inp.update(530)
    assert drain(inp) == [UP, UP]
    q.put(0, False)
    q.put(1, True)
    q.put(1, False)
    inp.update(600)
    inp.update(2000)
    assert drain(inp) == [A]  # A does not repeat


def test_two_buttons_short_long_and_both():
    q, inp = make(((DOWN, A), (UP, B)), chord=(0, 1))
    q.put(0, True)
    inp.update(0)
    assert drain(inp) == []  # undecided until release or long
    q.put(0, False)
    inp.update(100)
    assert drain(inp) == [DOWN]
    q.put(1, True)
    inp.update(200)
    inp.update(700)
    assert drain(inp) == [B]  # long press fires while held
    q.put(1, False)
    inp.update(800)
    assert drain(inp) == []  # ...and its release says nothing more
    q.put(0, True)
    inp.update(900)
    q.put(1, True)
    inp.update(950)
    q.put(0, False)
    q.put(1, False)
    inp.update(1000)
    inp.update(2000)
    assert drain(inp) == [MENU]


def test_unknown_keys_are_ignored_and_the_queue_is_bounded():
    q, inp = make(((A, NONE),))
    q.put(5, True)
    for _ in range(50):
        q.put(0, True)
        q.put(0, False)
    inp.update(0)
    assert drain(inp) == [A] * 8


def test_button_names():
    assert button("a") == A and button("MENU") == MENU
    with pytest.raises(ValueError, match="unknown button"):
        button("start")


def test_a_held_b_is_the_legend_and_a_short_b_stays_b():
    q, inp = make(((A, NONE), (B, LEGEND)), chord=(0, 1))
    q.put(1, True)
    q.put(1, False)
    inp.update(0)
    assert drain(inp) == [B]
    q.put(1, True)
    inp.update(100)
    inp.update(600)
    q.put(1, False)
    inp.update(700)
    assert drain(inp) == [LEGEND]
    q.put(0, True)
    q.put(1, True)
    q.put(0, False)
    q.put(1, False)
    inp.update(800)
    assert drain(inp) == [MENU]  # the chord still opens the menu
