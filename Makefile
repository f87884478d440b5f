# Pocket Vegas. The two commands: `make sim` and `make test`. Everything else is optional.
GAMES ?= 1000
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install --disable-pip-version-check -q

.PHONY: sim test lint bench arena venv clean bundle flash emu device-test board-test firmware test-firmware release

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

test: $(VENV)/.test-deps $(NODE_DEPS) lint test-firmware
	$(BIN)/python -m pytest -q tests

# One UF2 per board in dist/: CircuitPython 10.2.1 with the game frozen in, and its drive
# (tools/firmware.py). The first build makes a Debian chroot with Arm GCC 14 in
# ~/.cache/pocket-vegas (as root, about 2 minutes and 2 GB); then about 2 minutes a board.
BOARDS ?= raspberry_pi_pico pimoroni_picosystem lilygo_t_display_rp2040
firmware: $(VENV)/.test-deps
	$(BIN)/python tools/firmware.py $(addprefix --board ,$(BOARDS))

# make test's device tests run the Pico's UF2: built when CircuitPython's sources are beside
# the clone and the build may make its chroot (root); otherwise those tests say how to build it.
CP_SOURCE := $(wildcard ../shared/circuitpython/circuitpython-10.2.1-rp2040-src.tar.xz)
test-firmware: $(VENV)/.test-deps
ifneq ($(and $(CP_SOURCE),$(filter 0,$(shell id -u))),)
	$(BIN)/python tools/firmware.py --board raspberry_pi_pico
else
	@echo "note: not building the frozen UF2 (needs ../shared/circuitpython/ and root): its device tests skip"
endif

# dist/ for a release: every board's UF2, the bundle for stock CircuitPython, SHA256SUMS.
release:
	rm -rf dist
	$(MAKE) firmware bundle
	cd dist && sha256sum *.uf2 *.zip > SHA256SUMS

# The firmware on an emulated Pico + Pico Display Pack (tools/emu.py): boots, starts Las Vegas
# and writes screenshots to emu-shots/; EMU_ARGS="--keys '...'" for a key script of your own.
emu: $(VENV)/.test-deps $(NODE_DEPS)
	$(BIN)/python tools/emu.py $(EMU_ARGS)

# Whole games on the emulated Pico, every game at 2 and at its most players, power cuts at
# every byte of a save, and make board-test against its serial console (over an hour).
device-test: $(VENV)/.test-deps $(NODE_DEPS)
	POCKET_VEGAS_CUT_STEP=1 $(BIN)/python -m pytest -q tests/device/test_power_cut.py \
		tests/device/whole_games.py tests/device/board_test_all.py

# This build on a CircuitPython board over USB (after make flash): the engine's tests on the
# board and its bots' speed, as one table. PORT=/dev/ttyACM0 when more than one board is there.
PORT ?=
board-test: $(VENV)/.test-deps
	$(BIN)/python tools/board_test.py $(if $(PORT),--port $(PORT))

lint: $(VENV)/.test-deps
	$(BIN)/ruff check lib tests tools host_sim firmware boards
	$(BIN)/ruff check --select C901 lib

# A window when there is a display; otherwise headless, writing a screenshot (SIM_ARGS for more).
sim: $(VENV)/.test-deps
	$(BIN)/python -m host_sim $(SIM_ARGS)

# The device's files as a zip to unpack onto CIRCUITPY, or copied onto it (DEST=auto finds it).
DEST ?= auto
bundle: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --zip dist/pocket-vegas.zip

flash: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --dest $(DEST)

# docs/BENCHMARKS.md, written whole: the emulated Pico, the engine, bot strength (hours on 2
# cores at GAMES=1000; results also in bench-results.json).
bench: $(VENV)/.bench-deps $(NODE_DEPS)
	$(BIN)/python tools/bench.py --games $(GAMES) --write docs/BENCHMARKS.md

# Bot tournaments, printed (make bench reports them); GAMES=100 for a quick look.
arena: $(VENV)/.bench-deps
	$(BIN)/python tools/arena.py --games $(GAMES)

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache dist node_modules emu-shots
