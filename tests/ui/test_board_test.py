"""make board-test's answers to a board it cannot use: each a one-line reason, exit status 2."""

import pytest
import tools_path  # noqa: F401  (puts tools/ on the path, for board_test)

board_test = __import__("board_test")
BoardError, check_board, find_port, parse_run = (board_test.BoardError, board_test.check_board,
                                                 board_test.find_port, board_test.parse_run)


class Port:
    def __init__(self, device, vid=None, description=""):
        self.device, self.vid, self.description = device, vid, description


def test_the_one_circuitpython_board_is_found_and_others_are_ignored():
    ports = [Port("/dev/ttyS0"), Port("/dev/ttyACM1", 0x239A, "Pico - CircuitPython CDC control")]
    assert find_port(None, ports) == "/dev/ttyACM1"
    assert find_port("/dev/ttyUSB7", ports) == "/dev/ttyUSB7"


def test_no_board_or_two_boards_say_what_to_do():
    with pytest.raises(BoardError, match="no CircuitPython board found.*PORT="):
        find_port(None, [Port("/dev/ttyS0")])
    two = [Port("/dev/ttyACM0", 0x239A), Port("/dev/ttyACM1", 0x239A)]
    with pytest.raises(BoardError, match=r"2 CircuitPython boards found \(/dev/ttyACM0, /dev/ttyACM1\)"):
        find_port(None, two)


class Board:
    """A board's raw REPL: what it answers to the implementation and to the build stamp."""

    def __init__(self, name="circuitpython", stamp="abc123"):
        self.name, self.stamp = name, stamp

    def exec(self, code):
        return (self.name + "\r\n").encode()

    def exec_raw(self, code, timeout=10):
        if self.stamp is None:
            return b"", b"Traceback...\r\nOSError: [Errno 2] No such file/directory\r\n"
        return (self.stamp + "\r\r\n").encode(), b""


def test_micropython_a_missing_build_or_a_stale_one_say_what_to_do():
    wants = {"abc123": "bundle", "def456": "frozen"}
    assert check_board(Board(), wants) == "bundle"
    assert check_board(Board(stamp="def456"), wants) == "frozen"
    with pytest.raises(BoardError, match="runs micropython, not CircuitPython"):
        check_board(Board("micropython"), wants)
    with pytest.raises(BoardError, match="not on the board's drive: run make flash"):
        check_board(Board(stamp=None), wants)
    with pytest.raises(BoardError, match="holds build 0ld0ld, this checkout makes abc123 and def456: "
                                         "run make flash, or flash this checkout's UF2"):
        check_board(Board(stamp="0ld0ld"), wants)


def test_the_builds_are_the_bundle_and_the_game_our_uf2s_freeze():
    import firmware

    kinds = board_test.builds(None)
    assert sorted(kinds.values()) == ["bundle", "frozen"]
    assert next(k for k, v in kinds.items() if v == "frozen") == firmware.game_build()


def test_a_board_that_does_not_answer_is_reported_without_hanging(monkeypatch):
    from mpremote import transport_serial
    from mpremote.transport import TransportError

    class Silent:
        def __init__(self, port, baudrate):
            self.closed = False

        def enter_raw_repl(self, soft_reset, timeout_overall):
            assert timeout_overall <= 30  # every wait has its timeout
            raise TransportError("could not enter raw repl")

        def close(self):
            self.closed = True

    monkeypatch.setattr(transport_serial, "SerialTransport", Silent)
    monkeypatch.setattr(board_test.time, "sleep", lambda s: None)
    lines = []
    assert board_test.main(["--port", "/dev/null"], out=lines.append) == 2
    assert lines == ["board-test: the board on /dev/null does not answer with CircuitPython's REPL: "
                     "reset it and try again"]


def test_the_runners_summary_is_read_and_a_crash_counts_as_a_failure():
    assert parse_run("ok   t.a\r\r\nok   t.b\r\r\n2 passed, 0 failed\r\r\n") == (2, 0, "")
    assert parse_run("FAIL t.a: AssertionError: x\r\n1 passed, 1 failed\r\n") == (
        1, 1, "FAIL t.a: AssertionError: x")
    assert parse_run("MemoryError: memory allocation failed\r\n") == (
        0, 1, "MemoryError: memory allocation failed")


def test_a_board_that_stops_answering_mid_run_is_reported():
    from mpremote.transport import TransportError

    class Stuck:
        def enter_raw_repl(self, soft_reset, timeout_overall):
            assert soft_reset and timeout_overall <= 30  # a clean heap for each module

        def exec_raw(self, code, timeout):
            assert timeout <= board_test.MODULE_S
            raise TransportError("timeout waiting for first EOF reception")

    with pytest.raises(BoardError, match="stopped answering during test_rng .*reset it and try again"):
        board_test.run_module(Stuck(), "test_rng")
