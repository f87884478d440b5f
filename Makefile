# Pocket Vegas. The two commands: `make sim` and `make test`. Everything else is optional.
GAMES ?= 1000
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install --disable-pip-version-check -q

.PHONY: sim test lint bench arena venv clean bundle flash mpy-cross emu device-test board-test firmware release art

venv: $(VENV)/.test-deps

$(VENV)/.test-deps: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) -r requirements.txt
	touch $@

$(VENV)/.bench-deps: requirements-bench.txt $(VENV)/.test-deps
	$(PIP) -r requirements-bench.txt
	touch $@

# The emulated Pico's npm packages (rp2040js), pinned by package-lock.json.
NODE_DEPS := node_modules/.installed
$(NODE_DEPS): package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

# Lint, then the host tests and MicroPython's beside our Pico UF2's build and the emulated Pico's
# tests: a line per phase with its time (tools/make_test.py; each phase's output in .test-logs/).
test: $(VENV)/.test-deps $(NODE_DEPS)
	$(BIN)/python tools/make_test.py

# One UF2 per board a player owns in dist/: CircuitPython 10.2.1 with the game frozen in and the
# board named (tools/firmware.py). The first build makes a Debian chroot with Arm GCC 14 in
# ~/.cache/pocket-vegas (as root, about 2 minutes and 2 GB); then about 1.5 minutes for each of
# the three firmwares (the Pico's three add-ons share one).
BOARDS ?= pico_display pico_display_2 pico_lcd_1_3 picosystem t_display_rp2040
firmware: $(VENV)/.test-deps
	$(BIN)/python tools/firmware.py $(addprefix --board ,$(BOARDS))

# dist/ for a release: every board's UF2, the bundle for stock CircuitPython, SHA256SUMS.
release:
	rm -rf dist
	$(MAKE) firmware bundle
	cd dist && sha256sum *.uf2 *.zip > SHA256SUMS

# The firmware on an emulated board, as wired (tools/emu.py; the Pico with the Display Pack
# unless EMU_ARGS="--board picosystem"...): boots, starts Las Vegas and writes screenshots to
# emu-shots/; EMU_ARGS="--keys '...'" for a key script of your own.
emu: $(VENV)/.test-deps $(NODE_DEPS)
	$(BIN)/python tools/emu.py $(EMU_ARGS)

# Whole games on the emulated Pico, every game at 2 and at its most players, power cuts at
# every byte of a save and in every write of a first boot, make board-test against its serial
# console, and every game's start on both stock CircuitPythons (hours).
device-test: $(VENV)/.test-deps $(NODE_DEPS)
	POCKET_VEGAS_CUT_STEP=1 POCKET_VEGAS_DEVICE_ALL=1 $(BIN)/python -m pytest -q tests/device/test_power_cut.py \
		tests/device/test_first_boot.py \
		tests/device/whole_games.py tests/device/board_test_all.py tests/device/handheld.py \
		tests/device/test_device.py

# This build on a CircuitPython board over USB (after make flash): the engine's tests on the
# board and its bots' speed, as one table. PORT=/dev/ttyACM0 when more than one board is there.
PORT ?=
board-test: $(VENV)/.test-deps
	$(BIN)/python tools/board_test.py $(if $(PORT),--port $(PORT))

lint: $(VENV)/.test-deps
	$(BIN)/ruff check lib tests tools host_sim firmware boards
	$(BIN)/ruff check --select C901 lib

# The pixel art's sources (art/*.txt) into lib/ui/icons.py and lib/ui/art.py; a test fails while they are stale.
art:
	$(PYTHON) tools/art.py

# A window when there is a display; otherwise headless, writing a screenshot (SIM_ARGS for more).
sim: $(VENV)/.test-deps
	$(BIN)/python -m host_sim $(SIM_ARGS)

# CircuitPython's own mpy-cross, for make bundle / make flash on stock CircuitPython: Adafruit's
# binary, downloaded once into ~/.cache/circuitpython-build-tools (not needed beside ../shared).
$(VENV)/.flash-deps: requirements-flash.txt $(VENV)/.test-deps
	$(PIP) -r requirements-flash.txt
	touch $@

mpy-cross: $(VENV)/.flash-deps
	$(BIN)/circuitpython-mpy-cross --circuitpython-version 9.x -- --version

# The device's files as a zip to unpack onto CIRCUITPY, or copied onto it (DEST=auto finds it).
DEST ?= auto
bundle: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --zip dist/pocket-vegas.zip

flash: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --dest $(DEST)

# docs/BENCHMARKS.md, written whole: the emulated Pico, the engine, bot strength (hours on 2
# cores at GAMES=1000; each part's last run kept in docs/bench-results.json).
bench: $(VENV)/.bench-deps $(NODE_DEPS)
	$(BIN)/python tools/bench.py --games $(GAMES) --write docs/BENCHMARKS.md

# Bot tournaments, printed (make bench reports them); GAMES=100 for a quick look.
arena: $(VENV)/.bench-deps
	$(BIN)/python tools/arena.py --games $(GAMES)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .test-logs dist node_modules emu-shots sim-shots
