"""docs/BENCHMARKS.md from one `make bench` run's results: targets, method, then the tables."""

GB = "python tools/bench.py --part"  # how one part of `make bench` is run alone

METHOD = """## Method

- **Device**: CircuitPython 9.2.9 for the Pico on the rp2040js emulator (`make emu`'s harness).
  rp2040js runs code from flash with no wait states, so its times are optimistic bounds.
  Bots decide from a game of bots from seed 1; the x150 estimate is the host MicroPython's time
  times the calibrated factor (tools/devtime.py), set beside the chip's for comparison.
- **Host**: games played to the end by uniformly random legal actions; the peer ratio is taken
  per round, ours and PyPI `lasvegas` 0.2.0 back to back, because the machine is shared.
- **Arena**: seeded games, seats alternating, the first bot's share of the wins with a 95%
  Wilson interval; bots search their device budget (`lib/vegas/ai/tuning.py`), clock stopped.
- Heap figures are bytes free (device) or the MicroPython Unix port's `-X heapsize` (host)."""


def _met(ok):
    return "met" if ok else "**not met**"


def _arena_row(arena, game, match):
    for r in arena["rows"]:
        if r["game"] == game and r["match"] == match:
            return r
    return None


def _pct(r):
    return "%.1f%% (%.1f-%.1f%%, %d games)" % (100 * r["share"], 100 * r["lo"], 100 * r["hi"], r["games"])


def targets(results):
    """Rows of the targets table: (target, figure, met, command)."""
    dev, host, arena = results["device"], results["host"], results["arena"]
    out = [("Boot to the title <= 3 s (device)", "%.2f s" % dev["boot_s"], _met(dev["boot_s"] <= 3),
            GB + " device"),
           ("A cursor move's frame <= 50 ms (device)", "%d ms at most" % max(dev["moves_ms"]),
            _met(max(dev["moves_ms"]) <= 50), GB + " device")]
    for level in ("easy", "normal", "hard"):
        rows = [r for r in dev["bots"] if r["level"] == level]
        worst = max(rows, key=lambda r: r["p95"])
        out.append(("Bot decision p95 <= %.2f s, %s (device)" % (worst["deadline"], level),
                    "%.3f s at most (%s, %d players)" % (worst["p95"], worst["game"], worst["players"]),
                    _met(worst["p95"] <= worst["deadline"]), GB + " device"))
    low = min([g["low"] for g in dev["start"].values()] + [r["low"] for r in dev["bots"]])
    figure = "%d bytes" % low
    whole = results.get("whole_games")
    if whole:
        first = low
        low = min([low] + [g["lowest_free_heap"] for g in whole["games"].values()])
        figure = "%d bytes (whole games at %s; %d to the first decisions)" % (low, whole["commit"], first)
    out.append(("Lowest free heap >= 24 KB in play (device)", figure, _met(low >= 24 * 1024),
                GB + " device; whole games: make device-test"))
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


def whole_games(whole):
    """Lines of make device-test's table (from emu-shots/whole-games.json), or none without it."""
    if not whole:
        return []
    out = ["", "Whole games, title to results (`make device-test`, at commit %s): the lowest free heap "
           "after a collect, and the flash's erases: sector 255 is `microcontroller.nvm` (the saves), "
           "the others CIRCUITPY's file system (as many in every game: not play's)." % whole["commit"],
           "",
           "| firmware | game | players | seed | emulated length | lowest free heap | nvm erases | "
           "other erases |",
           "|---|---|---|---|---|---|---|---|"]
    for name, g in sorted(whole["games"].items()):
        fw, case = name.split(" ", 1) if " " in name else ("9.2.9", name)  # (older runs: stock 9.2.9)
        case, _, seed = case.partition(" seed")
        game, players = case.rsplit("-", 1)
        erases = g["erases"]
        other = sum(n for sector, n in erases.items() if sector != "255")
        out.append("| %s | %s | %s | %s | %d s | %d bytes | %d | %d |" % (
            fw, game, players, seed or "1", g["ms"] // 1000, g["lowest_free_heap"], erases.get("255", 0),
            other))
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


def render(results):
    dev, host, arena = results["device"], results["host"], results["arena"]
    lines = ["# Benchmarks", "",
             "Written whole by `%s` (`python tools/bench.py --write docs/BENCHMARKS.md`) on %s, at "
             "commit %s, %s. Compare figures only within one run: the machines are shared." % (
                 results["command"], results["date"], results.get("commit", "unknown"), results["machine"]),
             "",
             "## Targets", "", "| target | figure | met | reproduce |", "|---|---|---|---|"]
    lines += ["| %s | %s | %s | `%s` |" % row for row in targets(results)]
    lines += ["", METHOD, ""]

    lines += ["## On the emulated Pico", "", "| measure | figure |", "|---|---|",
              "| boot to the title, at a power-on after the first (code.py starts at %.2f s) | %.2f s |"
              % (dev["code_s"], dev["boot_s"]),
              "| a cursor move in a menu: update and refresh | %s ms |"
              % "/".join(str(m) for m in dev["moves_ms"]),
              "| the next screen: loading its scene's modules, the whole screen drawn | %s ms |"
              % "/".join(str(m) for m in dev["next_screen_ms"]),
              "| free heap at the title | %d bytes |" % dev["title_heap"], "",
              "| game (most players) | Start to the first decision | lowest free heap to then |",
              "|---|---|---|"]
    for game, g in dev["start"].items():
        lines.append("| %s | %.2f s | %d bytes |" % (game, g["start"] / 1000, g["low"]))
    lines += ["", "Bots' time per decision on the chip, %d decisions each:" % dev["decisions"], "",
              "| game | players | level | p50 | p95 | x150 estimate p50 / p95 | deadline "
              "| lowest free heap |",
              "|---|---|---|---|---|---|---|---|"]
    for r in dev["bots"]:
        est = "%.3f / %.3f s" % (r["est_p50"], r["est_p95"]) if r["est_p50"] is not None else "-"
        lines.append("| %s | %d | %s | %.3f s | %.3f s | %s | %.2f s | %d bytes |" % (
            r["game"], r["players"], r["level"], r["p50"], r["p95"], est, r["deadline"], r["low"]))

    lines += whole_games(results.get("whole_games"))
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
    lines += ["", "Against PyPI `lasvegas` 0.2.0: 4-player Las Vegas, random play, the 2012 deck of 54 "
              "notes, games per second:", "",
              "| round | ours, steps | ours, playout | lasvegas | ratio, playout |", "|---|---|---|---|---|"]
    for i, r in enumerate(host["peer"]):
        lines.append("| %d | %.0f | %.0f | %.0f | %.1fx |" % (
            i + 1, r["steps"], r["playout"], r["theirs"], r["playout"] / r["theirs"]))
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
