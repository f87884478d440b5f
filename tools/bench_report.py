"""docs/BENCHMARKS.md from `make bench`'s results, each part's last run: targets, method, then the tables."""

GB = "python tools/bench.py --part"  # how one part of `make bench` is run alone

METHOD = """## Method

- **Device**: real CircuitPython for the Pico on rp2040js (`make emu`'s harness), with the
  RP2040's XIP cache modelled (a miss stalls the core for a line fill). *Ours* is our UF2,
  CircuitPython 10.2.1 with the game frozen in (what ships); *stock* is CircuitPython with the
  bundle's .mpy on its drive. Bots decide in a game of bots from seed 1.
- **Host**: games played to the end by uniformly random legal actions; the peer ratio is taken
  per round, ours and PyPI `lasvegas` 0.2.0 back to back, because the machine is shared.
- **Arena**: seeded games, seats alternating, the first bot's share of the wins with a 95%
  Wilson interval; bots search their device budget (`lib/vegas/ai/tuning.py`), clock stopped.
- Heap figures are bytes free after a collect (device) or the MicroPython Unix port's `-X
  heapsize` (host)."""
FIRMWARES = (("frozen", "ours"), ("10.2.1", "stock 10.2.1"), ("9.2.9", "stock 9.2.9"))
FLOORS = {"frozen": 96 * 1024, "10.2.1": 24 * 1024, "9.2.9": 24 * 1024}


def _met(ok):
    return "met" if ok else "**not met**"


def _arena_row(arena, game, match):
    for r in arena["rows"]:
        if r["game"] == game and r["match"] == match:
            return r
    return None


def _pct(r):
    return "%.1f%% (%.1f-%.1f%%, %d games)" % (100 * r["share"], 100 * r["lo"], 100 * r["hi"], r["games"])


def _fw_name(fw):
    return dict(FIRMWARES).get(fw, fw)


def whole_lows(whole):
    """{(firmware, game): (lowest free heap, games, commits)} of make device-test's whole games."""
    out = {}
    for name, g in sorted((whole or {}).get("games", {}).items()):
        fw, case = name.split(" ", 1)
        game = case.split(" ")[0].rsplit("-", 1)[0]
        low, n, commits = out.get((fw, game), (g["lowest_free_heap"], 0, ()))
        commit = g.get("commit", whole.get("commit", "?"))
        commits += (commit,) * (commit not in commits)
        out[(fw, game)] = (min(low, g["lowest_free_heap"]), n + 1, commits)
    return out


def _device_low(results, fw):
    """(lowest free heap in play on firmware fw, where): the starts, the bots, the whole games."""
    dev = results["device"]
    lows = [(g["low"], "%s's start" % game) for game, g in dev["firmwares"][fw]["start"].items()]
    lows += [(r["low"], "%s bots" % r["game"]) for r in dev["bots"] if r["firmware"] == fw]
    whole = whole_lows(results.get("whole_games"))
    lows += [(low, "whole %s games" % game) for (f, game), (low, _, _) in whole.items() if f == fw]
    table = results.get("table", {}).get("firmwares", {}).get(fw, {})
    lows += [(g["low"], "%s's table as played" % game) for game, g in table.items()]
    return min(lows)


def _device_targets(results):
    dev = results["device"]
    ours = dev["firmwares"]["frozen"]
    out = [("Boot to the title <= 2 s (device, ours)", "%.2f s" % ours["boot_s"], _met(ours["boot_s"] <= 2),
            GB + " device")]
    moves = max((max(f["moves_ms"]), fw) for fw, f in dev["firmwares"].items())
    out.append(("A cursor move's frame <= 50 ms (device)",
                "%d ms at most (%s)" % (moves[0], _fw_name(moves[1])), _met(moves[0] <= 50), GB + " device"))
    motion = max(((max(f["motion_ms"]), fw) for fw, f in dev["firmwares"].items() if f.get("motion_ms")),
                 default=None)
    if motion:
        worst = "%d ms at most (%s)" % (motion[0], _fw_name(motion[1]))
        out.append(("A motion's frame <= 20 ms (device)", worst, _met(motion[0] <= 20), GB + " device"))
    tables = results.get("table", {}).get("firmwares", {})
    played = [(g["moving_p95"], game, fw) for fw, games in tables.items() for game, g in games.items()
              if g.get("moving")]
    if played:
        ms, game, fw = max(played)
        out.append(("Frames while something moves, p95 <= 20 ms (each game's table, device)",
                    "%d ms at worst (%s, %s)" % (ms, game, _fw_name(fw)), _met(ms <= 20), GB + " table"))
    for level in ("easy", "normal", "hard"):
        rows = [r for r in dev["bots"] if r["level"] == level]
        worst = max(rows, key=lambda r: r["p95"])
        out.append(("Bot decision p95 <= %.2f s, %s (device)" % (worst["deadline"], level),
                    "%.3f s at most (%s, %d players, %s)" % (worst["p95"], worst["game"], worst["players"],
                                                             _fw_name(worst["firmware"])),
                    _met(worst["p95"] <= worst["deadline"]), GB + " device"))
    for fws in (("frozen",), ("10.2.1", "9.2.9")):
        floor = FLOORS[fws[0]]
        low = min(_device_low(results, fw) + (fw,) for fw in fws if fw in dev["firmwares"])
        out.append(("Lowest free heap >= %d KB in play, %s (device)" % (
                    floor // 1024, " and ".join(_fw_name(fw) for fw in fws)),
                    "%d bytes (%s, %s)" % (low[0], low[1], _fw_name(low[2])),
                    _met(low[0] >= floor), GB + " device; make device-test"))
    return out


def device_section(dev, whole):
    """Lines of the emulated Pico's tables: the firmwares side by side, then the bots."""
    fws = [fw for fw, _ in FIRMWARES if fw in dev["firmwares"]]
    cols = [dev["firmwares"][fw] for fw in fws]
    out = ["## On the emulated Pico", "", "| | %s |" % " | ".join(_fw_name(fw) for fw in fws),
           "|---|%s" % ("---|" * len(fws))]

    def row(label, cells):
        out.append("| %s | %s |" % (label, " | ".join(cells)))

    row("free heap after boot, before the game", ["%d" % f["after_boot"] for f in cols])
    row("free heap at the title", ["%d" % f["title_heap"] for f in cols])
    row("boot to the title (code.py starts at)",
        ["%.2f s (%.2f s)" % (f["boot_s"], f["code_s"]) for f in cols])
    row("a cursor move in a menu: update and refresh",
        ["%d-%d ms" % (min(f["moves_ms"]), max(f["moves_ms"])) for f in cols])
    row("the next screen: its modules loaded, drawn whole",
        ["%d ms" % max(f["next_screen_ms"]) for f in cols])
    if any(f.get("motion_ms") for f in cols):  # (measured since the slide came)
        row("the dice sliding to their casino (Las Vegas): a frame",
            ["%d-%d ms" % (min(f["motion_ms"]), max(f["motion_ms"])) if f.get("motion_ms") else "-"
             for f in cols])
    games = list(cols[0]["start"])
    lows = whole_lows(whole)
    for game in games:
        whole_low = ["%d (%d games)" % lows[(fw, game)][:2] if (fw, game) in lows else "-" for fw in fws]
        row("%s: Start to the first decision (most players); lowest free heap to then; in whole games"
            % game, ["%.2f s; %d; %s" % (f["start"][game]["start"] / 1000, f["start"][game]["low"], w)
                     if game in f["start"] else "- (needs our UF2)" for f, w in zip(cols, whole_low)])
    if whole:
        commits = sorted({c for _, _, cs in lows.values() for c in cs})
        played = whole["games"].values()
        nvm = max(g["erases"].get("255", 0) for g in played)
        other = sorted({sum(n for k, n in g["erases"].items() if k != "255") for g in played})
        out += ["", "Whole games (`make device-test`, at %s): title to results at 2 and at the most players, "
                "a human pressing A against a hard AI, or AIs of every level; '-' where none ran. Flash "
                "erases a game: at most %d of `microcontroller.nvm` (the saves), %s of CIRCUITPY's file "
                "system (boot's writes, not play's)." % (", ".join(commits), nvm,
                                                         " or ".join(map(str, other)))]
    out += ["", "Bots' time per decision: p50 / p95 in seconds, then the median iterations, in a game of 2 "
            "players and of the most; %d decisions each." % dev["decisions"], "",
            "| game | level | deadline | %s |" % " | ".join("%s, %s" % (_fw_name(fw), n) for fw in fws
                                                          for n in ("2", "most")),
            "|---|---|---|%s" % ("---|" * 2 * len(fws))]
    bots = {(r["firmware"], r["game"], r["level"], r["players"] == 2): r for r in dev["bots"]}
    for game in games:
        for level in ("easy", "normal", "hard"):
            cells = []
            for fw in fws:
                for two in (True, False):
                    r = bots.get((fw, game, level, two))
                    cells.append("%.3f / %.3f, %d" % (r["p50"], r["p95"], r["iterations"]) if r else "-")
            deadline = [r["deadline"] for k, r in bots.items() if k[2] == level][0]
            out.append("| %s | %s | %.2f s | %s |" % (game, level, deadline, " | ".join(cells)))
    return out


def targets(results):
    """Rows of the targets table: (target, figure, met, command)."""
    host, arena = results["host"], results["arena"]
    out = _device_targets(results)
    out.append(("Playouts >= 5x PyPI `lasvegas` (host)", "%.2fx (median of %d rounds)" % (
        host["peer_median"], len(host["peer"])), _met(host["peer_median"] >= 5), GB + " host"))
    retained = [h["retained"] for h in host["heap"] if h["retained"] is not None]
    out.append(("Engine and a dealt game retain <= 40 KB (MicroPython Unix port, 64-bit)",
                "%d bytes at most" % max(retained),
                _met(max(retained) <= 40 * 1024 and len(retained) == len(host["heap"])), GB + " host"))
    saves = results.get("saves")
    if saves:
        years = saves["life_games"] / 3650
        out.append(("Saves' flash lasts >= 36,500 games (10 years at 10 a day)",
                    "%d games (%.0f years)" % (saves["life_games"], years),
                    _met(saves["life_games"] >= 36500), GB + " saves"))
    cuts = results.get("power_cuts")
    if cuts:
        out.append(("A power cut anywhere in a save keeps the save before (device)",
                    "%d cut points, none lost (at %s)" % (cuts["points"], cuts["commit"]),
                    _met(cuts["lost"] == 0), "make device-test"))
    r = _arena_row(arena, "las_vegas", "normal vs `greedy_first`")
    if r:
        out.append(("Normal vs `greedy_first`, heads-up, >= 70%", _pct(r), _met(r["share"] >= 0.70),
                    "python tools/arena.py --only las_vegas --rows greedy_first"))
    r = _arena_row(arena, "las_vegas", "normal vs 3 x `greedy_first`")
    if r:
        out.append(("Normal vs three `greedy_first`, >= 40% firsts", _pct(r), _met(r["share"] >= 0.40),
                    "python tools/arena.py --only las_vegas --rows '3 x'"))
    levels = [r for r in arena["rows"] if r["target"] == "> 50%"]
    if levels:
        worst = min(levels, key=lambda r: r["share"])
        out.append(("Every level beats random and the level below (> 50%)",
                    "lowest: %s %s %s" % (worst["game"], worst["match"], _pct(worst)),
                    _met(all(r["share"] > 0.5 for r in levels)), "python tools/arena.py"))
    for r in arena["rows"]:
        if r["match"].endswith("x10 budget"):
            out.append(("Ceiling, %s: hard vs hard x10 >= 45%%" % r["game"], _pct(r),
                        _met(r["share"] >= 0.45), "python tools/arena.py --only %s --rows x10" % r["game"]))
    return out


def saves_section(saves, cuts):
    """Lines of the saves' wear and timing (tools/save_wear.py) and the power cuts (make
    device-test), or none without them."""
    if not saves:
        return []
    d = saves["device"]
    out = ["", "## Saves", "",
           "Flash erases per whole game of each sector the saves use, on the desktop's model of "
           "CircuitPython's writes (tools/save_wear.py, %d games a row: humans press A for the first "
           "option, the other seats are easy AIs). *nvm* is `microcontroller.nvm`, *backup* and "
           "*folder* the sectors of `saves/backup.bin` and of its folder. A sector is rated for "
           "100,000 erases." % saves["games"], "",
           "| game | players | humans | saves | nvm | backup | folder |", "|---|---|---|---|---|---|---|"]
    for r in saves["rows"]:
        e = r["erases"]
        out.append("| %s | %d | %d | %.1f | %.2f | %.2f | %.2f |" % (
            r["game"], r["players"], r["humans"], r["saves"], e["nvm"], e["backup"], e["folder"]))
    out += ["", "The most worn sector: %.2f erases a game, so %d games, %.0f years at 10 games a day."
            % (saves["worst"], saves["life_games"], saves["life_games"] / 3650), "",
            "On the emulated Pico (records of %d and %d bytes, the most and the mean of those games): "
            "an append %.1f ms on average, %d ms at most; the log's rewrite with its backup %d ms; "
            "loading %d ms; %d saves per erase of nvm." % (
                d["full_bytes"], d["more_bytes"], d["append_mean_ms"], d["append_max_ms"],
                d["rewrite_ms"], d["load_ms"], d["appends_per_erase"])]
    if cuts:
        every = "every byte" if cuts["step"] == 1 else "every %d bytes" % cuts["step"]
        out += ["", "Power cuts (`make device-test`, at commit %s): the save that rewrites the log, "
                "%d flash operations, the flash rebuilt as a cut after %s of each leaves it "
                "(1.6 us of a page program, 11 us of an erase): %d cut points, %d lost; %d of them "
                "cut for real on the emulated chip, the firmware booting on each and offering "
                "Continue." % (cuts["commit"], cuts["ops"], every, cuts["points"], cuts["lost"],
                               cuts["real"])]
    return out


def table_section(table):
    """Lines of each game's table as played on the emulated Pico: its frames and lowest heap."""
    fws = [fw for fw, _ in FIRMWARES if fw in table["firmwares"]]
    out = ["", "## Each game's table as played, on the emulated Pico", "",
           "A human and normal AIs at the most players, AI speed normal and animations on (the "
           "defaults), from the first decision through three presses of A: the frames that "
           "refreshed the screen (dice tumbling and sliding, notes and tricks moving, the table "
           "redrawn after a move, a save among them), p50 / p95 / the longest, and the lowest free "
           "heap from the Start on; then the frames drawn while something moved (the first of a "
           "motion draws where it starts, a move's save among them). `python tools/bench.py "
           "--part table` (about 25 minutes).", "",
           "| game | %s |" % " | ".join(_fw_name(fw) for fw in fws), "|---|%s" % ("---|" * len(fws))]
    for game in table["firmwares"][fws[0]]:
        cells = []
        for fw in fws:
            g = table["firmwares"][fw].get(game)
            moving = "; moving %d / %d / %d ms (%d)" % (g["moving_p50"], g["moving_p95"], g["moving_longest"],
                                                        g["moving"]) if g and "moving" in g else ""
            cells.append("%d / %d / %d ms (%d frames); %d bytes%s" % (
                g["p50"], g["p95"], g["longest"], g["frames"], g["low"], moving) if g else "-")
        out.append("| %s | %s |" % (game, " | ".join(cells)))
    return out


def boards_section(boards):
    """Lines of each board's own UF2 on its emulated board: boot, heap, the UF2's size."""
    out = ["", "## Each board, its own UF2", "",
           "On the emulated board as wired (`tools/pico/boards.mjs`): the second power-on's time "
           "to the title's last draw and the free heap there; a game's start and three decisions "
           "against normal AIs at the default speed and animations, its lowest free heap (floor 96 KB). "
           "`python tools/bench.py --part boards`.", "",
           "| board | boot to the title | free at the title | game | lowest free | UF2 |",
           "|---|---|---|---|---|---|"]
    for board, b in boards["boards"].items():
        out.append("| %s | %.2f s | %d | %s | %d | %d KB |" % (board, b["boot_s"], b["title_heap"], b["game"],
                                                           b["low"], b["uf2_kb"]))
    return out


def render(results):
    dev, host, arena = results["device"], results["host"], results["arena"]
    runs = ["%s at %s on %s (`%s`)" % (part, results[part]["at"]["commit"], results[part]["at"]["date"],
                                         results[part]["at"]["command"])
            for part in ("device", "boards", "table", "host", "arena", "saves") if part in results]
    lines = ["# Benchmarks", "",
             "Written whole by `python tools/bench.py --write docs/BENCHMARKS.md` from "
             "`docs/bench-results.json`, which keeps each part's last run: %s; %s. Compare figures only "
             "within one part: the machines are shared." % ("; ".join(runs), results["machine"]),
             "",
             "## Targets", "", "| target | figure | met | reproduce |", "|---|---|---|---|"]
    lines += ["| %s | %s | %s | `%s` |" % row for row in targets(results)]
    lines += ["", METHOD, ""]

    lines += device_section(dev, results.get("whole_games"))
    if "boards" in results:
        lines += boards_section(results["boards"])
    if "table" in results:
        lines += table_section(results["table"])
    lines += saves_section(results.get("saves"), results.get("power_cuts"))

    lines += ["", "## The engine on the host", "",
              "Random games per second: *steps* is the public loop (every step validated), *playout* "
              "the engine's own random play that bot rollouts use.", "",
              "| game | players | CPython steps | CPython playout | MicroPython steps "
              "| MicroPython playout |",
              "|---|---|---|---|---|---|"]
    for r in host["speed"]:
        mp = ["%.0f" % r[k] if r[k] is not None else "failed" for k in ("mp_speed", "mp_playout")]
        lines.append("| %s | %d | %.0f | %.0f | %s | %s |" % (
            r["game"], r["players"], r["cp_steps"], r["cp_playout"], mp[0], mp[1]))
    peer = host["peer"]
    ratios = sorted(r["playout"] / r["theirs"] for r in peer)
    lines += ["", "Against PyPI `lasvegas` 0.2.0 (4-player Las Vegas, random play, the 2012 deck of 54 "
              "notes), games per second in %d rounds, ours then theirs back to back: ours %s (playout), "
              "theirs %s; the ratio %.1fx-%.1fx." % (
                  len(peer), ", ".join("%.0f" % r["playout"] for r in peer),
                  ", ".join("%.0f" % r["theirs"] for r in peer), ratios[0], ratios[-1])]
    lines += ["", "MicroPython (Unix port, 64-bit): bytes retained with the engine imported and a game "
              "dealt; the smallest heap a whole random game completes in.", "",
              "| game | players | retained | smallest heap |", "|---|---|---|---|"]
    for h in host["heap"]:
        lines.append("| %s | %d | %s | %s |" % (
            h["game"], h["players"], h["retained"] if h["retained"] is not None else "failed",
            "%d KB" % h["smallest_kb"] if h["smallest_kb"] else "over 256 KB"))

    lines += ["", "## Bot strength", "",
              "Heads-up unless the players say otherwise; %d games a match (hard vs hard x10: %d). "
              "*Nobody*: 2-player Las Vegan games the Bank won." % (arena["games"], arena["ceiling_games"]),
              "",
              "| game | players | match | games | first bot wins | 95% interval | target | nobody |",
              "|---|---|---|---|---|---|---|---|"]
    import arena as arena_tool

    lines += [arena_tool.row_text(r) for r in arena["rows"]]
    return "\n".join(lines) + "\n"
