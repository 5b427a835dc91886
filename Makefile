# Two commands matter: `make run` opens the game, `make test` runs every test headless.
# Both create .venv and install the pinned versions of constraints.txt when needed. `make check`
# is the quick loop while working: the same checks without the tests marked slow (the packaging
# builds, strength and review-quality figures, the random kills). The type checker's files and
# options are in pyproject.toml ([tool.mypy]).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test check coverage lint format bench lock package package-windows clean translations

$(STAMP): pyproject.toml constraints.txt
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python 3.11 or newer is needed"; exit 1; }
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -c constraints.txt -e ".[dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/python -m sf_desktop

# The whole suite: every test but the packaging builds in one process per core (at most 2:
# the builds below and the tests' own servers and app processes need the rest), then the
# packaging builds one after the other (each bundle is built once and checked by its file).
test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q --ignore=tests/packaging -n auto --maxprocesses 2
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q tests/packaging

# The tests in one process per core (at most 4): each has its own Qt application and temporary
# folders, and the suite passes the same spread over processes.
check: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow" -n auto --maxprocesses 4

# Branch coverage of sf_desktop over every test but the packaging builds (which test a frozen
# bundle, not this source), measured in the tests' own process: a figure, not a gate.
coverage: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m coverage run -m pytest -q --ignore=tests/packaging
	$(BIN)/python -m coverage report

# The .ts sources (Spanish, Italian, and the English plural forms) from every string marked in
# the package, then the compiled .qm files the app loads. The extraction is tools/
# update_translations.py: pyside6-lupdate 6.11 drops plural messages whose count is not a
# number literal (see the tool's docstring). It lists the entries still to translate.
TRANSLATIONS := sf_desktop/resources/translations

translations: $(STAMP)
	$(BIN)/python tools/update_translations.py
	$(BIN)/pyside6-lrelease -silent -nounfinished $(TRANSLATIONS)/sf_desktop_es.ts $(TRANSLATIONS)/sf_desktop_it.ts $(TRANSLATIONS)/sf_desktop_en.ts

lint: $(STAMP)
	$(BIN)/ruff check .

format: $(STAMP)
	$(BIN)/ruff format sf_desktop tests

bench: $(STAMP)
	$(BIN)/sf-desktop-cli bench

lock: $(STAMP)
	$(BIN)/python -m pip freeze --exclude-editable | sed '1i # Exact versions for every install (make uses: pip install -c constraints.txt).\n# Regenerate with: make lock' > constraints.txt

# The app for this system (on Linux: dist/sf-desktop, its tarball and its .deb).
package: $(STAMP)
	$(BIN)/python packaging/make_icons.py build/icons
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/sf_desktop.spec
	$(BIN)/python packaging/finish_bundle.py

# The Windows app and its installer, built on Linux under Wine (see packaging/README.md).
package-windows: $(STAMP)
	$(BIN)/python packaging/windows/build.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache .mypy_cache .coverage htmlcov
