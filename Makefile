# Two commands matter: `make run` opens the game, `make test` runs every test headless.
# Both create .venv and install the pinned versions of constraints.txt when needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint format bench lock package clean

$(STAMP): pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python 3.11 or newer is needed"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m sf_desktop

test: $(STAMP)
	$(BIN)/ruff check .
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check .

format: $(STAMP)
	$(BIN)/ruff format sf_desktop tests

bench: $(STAMP)
	$(BIN)/sf-desktop-cli bench

lock: $(STAMP)
	$(BIN)/python -m pip freeze --exclude-editable | sed '1i # Exact versions for every install (make uses: pip install -c constraints.txt).\n# Regenerate with: make lock' > constraints.txt

package: $(STAMP)
	$(BIN)/python packaging/make_icons.py build/icons
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/sf_desktop.spec
	$(BIN)/python packaging/finish_bundle.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
