"""The saves' flash wear on the desktop: models of how CircuitPython writes nvm and the backup
file (erases counted per sector, and power cuts), and whole games played with them.

    python tools/save_wear.py [--games N]     (erases per game, and the flash's life)
"""

import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in ("lib", "", "tools"):
    if os.path.join(ROOT, _p) not in sys.path:
        sys.path.insert(0, os.path.join(ROOT, _p))

RATED_ERASES = 100000  # a flash sector's rated program/erase cycles (W25Q16JV datasheet)
GAMES_10_YEARS = 36500  # ten games a day


class Cut(Exception):
    """The power went off."""


class Flash:
    """microcontroller.nvm as CircuitPython writes it: bytes that are all 0xFF are programmed
    (no erase); anything else erases the sector and programs it whole. `cut` = k: the write
    stops after k bytes are programmed (k = -1: during the erase, which leaves every byte's low
    half cleared, the worst the flash model of tools/pico leaves)."""

    def __init__(self, size=4096):
        self.data = bytearray(b"\xff" * size)
        self.erases = 0
        self.cut = None

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]

    def __setitem__(self, sl, value):
        value = bytes(value)
        start = sl.start or 0
        if all(b == 0xFF for b in self.data[start:start + len(value)]):
            base = start
        else:  # erase, then program the whole sector
            self.erases += 1
            image = bytearray(self.data)
            image[start:start + len(value)] = value
            if self.cut == -1:
                self.data[:] = bytes(b & 0xF0 for b in self.data)
                raise Cut
            self.data[:] = b"\xff" * len(self.data)
            base, value = 0, bytes(image)
        k = len(value) if self.cut is None else min(self.cut, len(value))
        for i in range(k):
            self.data[base + i] &= value[i]  # programming only clears bits
        if self.cut is not None:
            raise Cut


class Backup:
    """The backup file in memory, as ui.backup writes it on the device: each 512-byte block of
    the record costs an erase of the file's flash sector, the close one of its folder's.
    `cut` = k: the write stops after k bytes; k = -1: the file is lost (its folder's sector
    was being erased)."""

    def __init__(self):
        self.data = None
        self.cut = None
        self.erases = {"backup": 0, "folder": 0}

    def read(self):
        return self.data

    def write(self, rec):
        new = bytes(rec) + b"\xff" * (4096 - len(rec))
        if self.cut is None:
            self.data = new
            self.erases["backup"] += (len(rec) + 511) // 512
            self.erases["folder"] += 1
            return True
        if self.cut == -1:
            self.data = None
        else:
            old = self.data or b"\xff" * 4096
            self.data = new[:self.cut] + old[self.cut:]
        raise Cut


def play(game, players, games=3, seed=7, humans=1):
    """Erases per game of each sector the saves use, and saves per game, over `games` games of
    `humans` humans (pressing A: the first option) and easy AIs."""
    from host_sim.driver import Driver
    from ui.session import KINDS, Session

    flash, backup = Flash(), Backup()
    d = Driver("pico_display", None, seed=seed, pixels=False, nvm=flash, backup=backup)
    app = d.app
    app.settings.values[app.settings.index("speed")] = 3  # instant: no waiting on the AIs
    app.settings.values[app.settings.index("anim")] = 1  # no dice animations
    saves = [0]
    sizes = ([], [])  # of full records, of "more" records
    real = app.store.save, app.store.append

    def save(payload):
        saves[0] += 1
        sizes[0].append(len(payload))
        return real[0](payload)

    def append(delta):
        ok = real[1](delta)
        saves[0] += ok
        if ok:
            sizes[1].append(len(delta))
        return ok

    app.store.save, app.store.append = save, append
    for g in range(games):
        kinds = [0] * humans + [KINDS.index("easy")] * (players - humans)
        session = Session.new(game, kinds, list(range(players)), {}, seed + g)
        app.begin(session)
        for _ in range(20000):
            if app.scene_name == "results":
                break
            d.press("a")
        d.press("b")
    per = {"nvm": flash.erases / games}
    per.update((k, v / games) for k, v in backup.erases.items())
    return {"game": game, "players": players, "humans": humans, "erases": per, "saves": saves[0] / games,
            "full_bytes": max(sizes[0]), "more_bytes": sum(sizes[1]) // max(1, len(sizes[1]))}


_DEVICE_CODE = """
import microcontroller, supervisor
from ui.backup import device_backup
from ui.store import Store
s = Store(microcontroller.nvm, device_backup())
s.load()
s.save(bytes(%(full)d))
times = []
while True:
    t = supervisor.ticks_ms()
    if not s.append(bytes(%(more)d)):
        break
    times.append(supervisor.ticks_ms() - t)
t = supervisor.ticks_ms()
s.save(bytes(%(full)d))
rewrite = supervisor.ticks_ms() - t
t = supervisor.ticks_ms()
Store(microcontroller.nvm, device_backup()).load()
print("~saves", len(times), max(times), sum(times) / len(times), rewrite, supervisor.ticks_ms() - t)
print("~done")
while True:
    pass
"""


def device(full, more):
    """On the emulated Pico: a save's time (an append of `more` bytes: mean and most; the rewrite
    of the full log with a `full`-byte record, backup included) and a load's, in ms; the
    appends one erase covers."""
    import emu

    code = _DEVICE_CODE % {"full": full, "more": more}
    r = emu.run("until:~done", echo=False, limit_s=600, code=code.encode())
    line = [x for x in emu.console_lines(r) if x.startswith("~saves")][-1].split()
    return {"appends_per_erase": int(line[1]) + 1, "append_max_ms": int(line[2]),
            "append_mean_ms": float(line[3]), "rewrite_ms": int(line[4]), "load_ms": int(line[5]),
            "full_bytes": full, "more_bytes": more}


def measure(games=3):
    import vegas

    rows = []
    for game in vegas.GAME_IDS:
        hi = vegas.game_info(game)["max_players"]
        for players, humans in ((2, 1), (hi, 1), (2, 2)):
            rows.append(play(game, players, games, humans=humans))
    worst = max(max(r["erases"].values()) for r in rows)
    return {"games": games, "rows": rows, "worst": worst,
            "life_games": int(RATED_ERASES / worst) if worst else None,
            "device": device(max(r["full_bytes"] for r in rows), max(r["more_bytes"] for r in rows))}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="tools/save_wear.py")
    ap.add_argument("--games", type=int, default=3)
    print(json.dumps(measure(ap.parse_args(argv).games), indent=1))


if __name__ == "__main__":
    main()
