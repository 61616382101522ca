# Set-up and checks. Each target creates .venv on a fresh machine.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin

.PHONY: demo test test-slow lint venv test-compat test-install dist bench clean

$(BIN)/python:
	@echo "creating $(VENV)"
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install --upgrade pip > $(VENV)/pip-upgrade.log 2>&1 || { cat $(VENV)/pip-upgrade.log; exit 1; }

# pip's log goes to a file and is shown only if the install fails.
$(VENV)/.installed: $(BIN)/python pyproject.toml
	@echo "installing jaxcheck and its dev tools into $(VENV) (log: $(VENV)/install-dev.log) ..."
	@$(BIN)/python -m pip install -e '.[dev]' > $(VENV)/install-dev.log 2>&1 || { cat $(VENV)/install-dev.log; exit 1; }
	@touch $@

venv: $(VENV)/.installed

# The demo needs jaxcheck and its runtime dependencies only (not the dev extras);
# pip's log goes to a file and is shown only if the install fails.
$(VENV)/.installed-runtime: $(BIN)/python pyproject.toml
	@if [ -f $(VENV)/.installed ] && [ $(VENV)/.installed -nt pyproject.toml ]; then :; else \
	  echo "installing jaxcheck into $(VENV) (log: $(VENV)/install.log) ..."; \
	  $(BIN)/python -m pip install -e . > $(VENV)/install.log 2>&1 || { cat $(VENV)/install.log; exit 1; }; \
	fi
	@touch $@

# Four short steps on the bundled examples (examples/demo/demo.py): the short last
# batch, a grouped storm, the CI gate failing against a lock, the production guard.
demo: $(VENV)/.installed-runtime
	@$(BIN)/python examples/demo/demo.py

# A wheel and an sdist in dist/.
dist: venv
	@rm -rf dist
	@$(BIN)/python -m build --outdir dist . > $(VENV)/build.log 2>&1 || { cat $(VENV)/build.log; exit 1; }
	@ls dist/*

# The built wheel installed non-editable in a fresh venv, the CI workflow of
# examples/ci/ and both pre-commit hooks on scratch projects (a few minutes).
test-install: venv
	$(BIN)/python -m pytest -q -m install tests/e2e/install

lint: venv
	@$(BIN)/ruff check .

# Test processes in parallel (pytest-xdist); TEST_WORKERS=0 runs in this process.
# `make test` leaves out the tests marked slow (the parity matrix of every way of running,
# multi-process jobs, whole process trees, a Jupyter kernel, every command of the docs,
# real diffrax and numpyro programs):
# `make test-slow` runs them, and CI runs both.
# Bytecode is written while the tests are collected even where the environment says not
# to (PYTHONDONTWRITEBYTECODE): pytest caches its rewritten test modules, and the commands
# the tests start read jaxcheck's; without it every process compiles them again. Nothing
# is written after collection (tests/conftest.py), so a rewritten scratch module is never
# read from stale bytecode.
TEST_WORKERS ?= 2
PYTEST := env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest
test: venv lint
	$(PYTEST) -q -n $(TEST_WORKERS) -m "not slow and not install"

test-slow: venv
	$(PYTEST) -q -n $(TEST_WORKERS) -m "slow and not install"

# Attribution tests on older JAX releases, each in its own venv (with the frameworks
# whose patterns they check: equinox, optax, flax at releases that fit each JAX, and
# IPython for the notebook surface).
COMPAT_VERSIONS ?= 0.4.38 0.6.2
test-compat:
	@set -e; for v in $(COMPAT_VERSIONS); do \
	  venv=.venv-jax-$$v; \
	  if [ ! -x $$venv/bin/python ]; then $(PYTHON) -m venv $$venv; fi; \
	  $$venv/bin/python -m pip install -q "jax==$$v" "jaxlib==$$v" -e . pytest equinox optax flax dm-haiku diffrax attrs ipython; \
	  echo "== jax $$v"; \
	  $$venv/bin/python -m pytest -q -m "not slow" \
	    tests/attribution/test_causes.py tests/attribution/test_every_recompile.py \
	    tests/attribution/test_fresh_code.py tests/attribution/test_frameworks.py \
	    tests/attribution/test_no_silent_pass.py tests/attribution/test_transformations.py \
	    tests/attribution/test_jax_helpers.py tests/e2e/attribution/test_silent_exits.py \
	    tests/attribution/test_exact.py tests/attribution/test_exact_statics.py \
	    tests/e2e/attribution/test_exact_runs.py \
	    tests/attribution/test_pcache.py tests/e2e/attribution/test_pcache_runs.py \
	    tests/attribution/test_restore.py tests/architecture/test_seam.py \
	    tests/attribution/test_one_fix.py tests/attribution/test_optimizer_made_again.py \
	    tests/e2e/architecture/test_process_state.py::test_backend_started_is_read_without_starting_one \
	    tests/e2e/cli/test_cli.py \
	    tests/e2e/architecture/test_imports.py::test_python_m_help_does_not_import_jax \
	    tests/e2e/architecture/test_imports.py::test_console_script_help_does_not_import_jax \
	    tests/e2e/architecture/test_imports.py::test_typer_app_help_in_process_does_not_import_jax; \
	  $$venv/bin/python -m pytest -q tests/variations/test_examples_pytree.py \
	    tests/variations/test_static_configs.py; \
	  $$venv/bin/python -m pytest -q tests/lint/test_lint_rules.py tests/lint/test_lint_config.py \
	    tests/lint/test_lint_classes11.py tests/lint/test_lint_classes12.py \
	    tests/lint/test_lint_classes13.py tests/lint/test_lint_classes14.py \
	    tests/lint/test_lint_classes15.py tests/lint/test_lint_classes16.py tests/lint/test_lint_classes17.py \
	    tests/lint/test_lint_classes18.py tests/lint/test_lint_classes19.py \
	    tests/lint/test_lint_classes20.py tests/lint/test_lint_classes21.py \
	    tests/lint/test_lint_classes22.py tests/lint/test_lint_classes23.py \
	    tests/lint/test_lint_files.py tests/lint/test_lint_output.py -k "not sarif_validates"; \
	done

clean:
	rm -rf $(VENV) .venv-jax-* .pytest_cache .ruff_cache *.egg-info

bench: venv
	$(BIN)/python bench/bench.py
	$(BIN)/python bench/bench_guard.py
	$(BIN)/python bench/storm.py --quick
	$(BIN)/python bench/limits.py
	$(BIN)/python bench/incremental.py
