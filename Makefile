# Pocket Vegas. The two commands: `make sim` and `make test`. Everything else is optional.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PIP    := $(BIN)/python -m pip install --disable-pip-version-check -q

.PHONY: sim test lint bench arena venv clean bundle flash

venv: $(VENV)/.test-deps

$(VENV)/.test-deps: requirements.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(PIP) -r requirements.txt
	touch $@

$(VENV)/.bench-deps: requirements-bench.txt $(VENV)/.test-deps
	$(PIP) -r requirements-bench.txt
	touch $@

test: $(VENV)/.test-deps lint
	$(BIN)/python -m pytest -q tests

lint: $(VENV)/.test-deps
	$(BIN)/ruff check lib tests tools host_sim firmware boards

# A window when there is a display; otherwise headless, writing a screenshot (SIM_ARGS for more).
sim: $(VENV)/.test-deps
	$(BIN)/python -m host_sim $(SIM_ARGS)

# The device's files as a zip to unpack onto CIRCUITPY, or copied onto it (DEST=auto finds it).
DEST ?= auto
bundle: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --zip dist/pocket-vegas.zip

flash: $(VENV)/.test-deps
	$(BIN)/python tools/bundle.py --dest $(DEST)

bench: $(VENV)/.bench-deps
	$(BIN)/python tools/bench.py --write docs/BENCHMARKS.md

# Bot tournaments (about half an hour on 2 cores); GAMES=100 for a quick look.
GAMES ?= 1000
arena: $(VENV)/.bench-deps
	$(BIN)/python tools/arena.py --games $(GAMES) --write docs/BENCHMARKS.md

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache dist
