# Fudaba (札場) -- everything a player or developer needs, on Linux/macOS,
# from a fresh clone with only Python 3.11+ and make:
#
#   make play      set up .venv on first use, then start the game
#   make test      set up .venv on first use, then run the test suite (series marked slow left out)
#   make test-all  the same with the slow series too (computer strength, long playouts)
#   make dist      build the desktop app into dist/fudaba/ (PyInstaller)
#   make bench     print the benchmark numbers
#   make clean     remove build output and caches (make distclean: also .venv)

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.fudaba-installed
# pytest-xdist: one worker per core (the frozen-app build runs on one of them). Tests marked
# slow are long series (computer strength, long random playouts) whose quick part or whose
# subject other tests cover: make test leaves them out to answer in minutes, make test-all
# runs them too.
PYTEST_ARGS ?= -q -n auto -m "not slow"
PYTEST_ALL_ARGS ?= -q -n auto

.PHONY: play test test-all dist bench clean distclean venv

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m pytest $(PYTEST_ARGS)

test-all: $(STAMP)
	$(PY) -m pytest $(PYTEST_ALL_ARGS)

dist: $(STAMP)
	$(PY) -m PyInstaller --noconfirm --distpath dist --workpath build/work build/fudaba.spec
ifeq ($(shell uname -s),Linux)
	cp assets/icon.png dist/fudaba/icon.png
	cp build/fudaba.desktop dist/fudaba/fudaba.desktop
endif
	@du -sh dist/fudaba

bench: $(STAMP)
ifneq ($(wildcard game/bench*),)
	$(PY) -m game.bench
else
	$(PY) -m game.bench_build dist/fudaba
endif

venv: $(STAMP)

# The stamp is rebuilt (pip re-run) whenever pyproject.toml changes.
$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "Fudaba needs Python 3.11 or newer (found: $$($(PYTHON) --version 2>&1)); set PYTHON=python3.x"; exit 1; }
	@echo "Setting up Fudaba in $(VENV): installing it and its libraries (the first time takes about a minute)..."
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --disable-pip-version-check --progress-bar on -e '.[test,build]'
	@touch $(STAMP)
	@echo "Fudaba is set up."

clean:
	rm -rf dist build/work build/dist .pytest_cache .hypothesis
	find . -path ./$(VENV) -prune -o -name __pycache__ -type d -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)
