"""Sound: each cue's notes one after another without waiting, then silence; the app cues a roll,
your turn, a payout and the end where there is a speaker and Sound is on (it starts off)."""

from host_sim.driver import Driver
from ui.sound import CUES, Speaker


class _Pwm:
    """pwmio.PWMOut's two properties, each change kept."""

    def __init__(self):
        self.frequency = 440
        self.duty_cycle = 0
        self.heard = []

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)
        if name == "duty_cycle" and value:
            self.heard.append(self.frequency)


def test_a_cue_starts_at_once_on_the_devices_clock():
    """CircuitPython's supervisor.ticks_ms() starts near 2**29 (its wrap shows early) and wraps
    there (vegas.ticks): a cue played then sounds at once."""
    from vegas.ticks import START

    pwm = _Pwm()
    sp = Speaker(None, pwm)
    sp.play("turn", START + 4000)
    assert pwm.frequency == 784 and pwm.duty_cycle


def test_a_cue_plays_its_notes_in_time_then_falls_silent():
    pwm = _Pwm()
    sp = Speaker(None, pwm)
    sp.play("turn", 1000)
    assert pwm.frequency == 784 and pwm.duty_cycle
    sp.tick(1069)
    assert pwm.frequency == 784
    sp.tick(1070)
    assert pwm.frequency == 1047 and pwm.duty_cycle
    sp.tick(1179)
    assert pwm.duty_cycle
    sp.tick(1180)
    assert pwm.duty_cycle == 0 and not sp.notes
    sp.play("roll", 2000)
    for t in range(2000, 2300, 5):
        sp.tick(t)
    assert pwm.heard[2:] == [f for f, _ in CUES["roll"] if f] and pwm.duty_cycle == 0


class _Heard:
    def __init__(self):
        self.cues = []

    def play(self, name, now):
        self.cues.append(name)

    def tick(self, now):
        pass


def _game(tmp_path, sound):
    import simhelp

    heard = _Heard()
    d = Driver("pico_display", str(tmp_path / ("nvm%d.bin" % sound)), seed=3, pixels=False, speaker=heard)
    d.app.settings.values[d.app.settings.index("sound")] = sound
    simhelp.start(d, "las_vegas", ["human", "easy"])
    simhelp.until(d, lambda app: app.scene_name == "results", 4000)
    return heard.cues


def test_the_app_cues_roll_turn_payout_and_end_once_sound_is_on(tmp_path):
    assert _game(tmp_path, 0) == []  # muted: the default
    cues = _game(tmp_path, 1)
    assert {"roll", "turn", "payout", "end"} == set(cues)
    assert cues.count("payout") == 4 and cues[-1] == "end" and cues.count("end") == 1
