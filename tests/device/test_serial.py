"""The emulated Pico's console as a serial port (tools/emu.py Serial, a pseudo-terminal): mpremote
reaches CircuitPython's raw REPL through it, as it would a board's USB serial.

On this UART-console build Ctrl-C reaches a running program as an ordinary byte (over USB it
interrupts by itself): code.py, idle, takes it as the computer's request for the REPL and ends,
and "press any key" then lets mpremote's Ctrl-A through. Lines end "\\r\\r\\n" there."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import emu  # noqa: E402


@pytest.fixture(scope="module", params=["10.2.1", "frozen"])
def board(request):
    """The serial port of an emulated Pico running stock CircuitPython 10.2.1 with the bundle
    (what make flash and make board-test work with), or our UF2 (its drive as flashed)."""
    try:
        uf2, _ = emu.firmware_paths(emu.firmware_uf2(request.param))
    except emu.EmuError as e:
        pytest.skip(str(e))
    line = emu.Serial(keys="wait", uf2=uf2)
    line.firmware = request.param
    yield line
    line.close()


def test_mpremote_runs_code_in_the_raw_repl_after_the_app_yields(board):
    from mpremote.transport import TransportExecError
    from mpremote.transport_serial import SerialTransport

    t = SerialTransport(board.port, baudrate=115200)
    try:
        t.enter_raw_repl(soft_reset=False, timeout_overall=120)
        out = t.exec("import sys\nprint(sys.implementation.name, 6 * 7)")
        assert out.strip() == b"circuitpython 42"
        assert b"settings.toml" in t.exec("import os\nprint(os.listdir('/'))")
        with pytest.raises(TransportExecError) as e:
            t.exec("raise ValueError('boom')")
        assert "ValueError: boom" in e.value.error_output
        t.exit_raw_repl()
    finally:
        t.close()


def test_board_test_runs_engine_tests_and_times_bots_through_it(board):
    import board_test

    lines = []
    assert board_test.main(["--port", board.port, "--only", "test_rng", "--decisions", "1",
                            "--games", "las_vegas"], out=lines.append) == 0
    text = "\n".join(lines)
    assert "| test_rng | 5 passed, 0 failed |" in text
    assert text.count(" bot | ") == 3 and "| failed |" not in text  # (every game: make device-test)
    assert lines[-1] == "ok: 0 failure(s)"
    assert lines[0].endswith("(our UF2)" if board.firmware == "frozen" else "(make flash)")
    if board.firmware == "frozen":  # the tests came onto the drive for the run only
        from mpremote.transport_serial import SerialTransport

        t = SerialTransport(board.port, baudrate=115200)
        try:
            t.enter_raw_repl(soft_reset=False, timeout_overall=60)
            assert b"tests" not in t.exec("import os\nprint(os.listdir('/'))")
            t.exit_raw_repl()
        finally:
            t.close()
