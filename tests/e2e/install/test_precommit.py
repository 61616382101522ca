"""This repository as a pre-commit hook repository: hook id ``jaxcheck-isolated``.

(Hook id ``jaxcheck``, which uses the project's own environment, is tested in
``test_install.py`` with a fresh venv.)

The hook is installed from a clean local clone of this repository, pinned at its
HEAD commit as a user's ``rev:`` would pin it, and run with ``pre-commit run`` in
a scratch git project. The configuration file lives outside the project (``-c``),
so the project itself has no ``.pre-commit-config.yaml``.

``pre-commit try-repo`` is not used: it installs into a temporary store every
time, ignoring PRE_COMMIT_HOME, so each call would reinstall jax. With ``run`` the
environment lives in one PRE_COMMIT_HOME shared by this module and is installed
once (by whichever test runs first).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from builders import hook_repository, make_project

# installs jax into pre-commit's own environment: with the wheel tests (make test-install)
pytestmark = [pytest.mark.slow, pytest.mark.install]


MODEL = '''\
import jax
import jax.numpy as jnp

BATCHES = {batches!r}


@jax.jit
def step(w, x, lr):
    return w - lr * jnp.mean(x) * w


def workload():
    w = jnp.ones((4,))
    for n in BATCHES:
        w = step(w, jnp.ones((n,)), 0.1)
    return w
'''

PYPROJECT = '''\
[project]
name = "scratch"
version = "0.1.0"

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:step"
args = "f32[4], f32[8], float"

[[tool.jaxcheck.entrypoints]]
target = "mypkg.model:workload"
'''

TIMINGS: dict[str, float] = {}


def git(*args: str, cwd: Path) -> str:
    proc = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env={**os.environ, "GIT_TERMINAL_PROMPT": "0"})
    assert proc.returncode == 0, f"git {' '.join(args)}: {proc.stderr}"
    return proc.stdout


@pytest.fixture(scope="module")
def hook_config(tmp_path_factory) -> Path:
    """A pre-commit config using a scratch repository of this source tree (no git
    checkout needed: the repository is made here)."""
    assert shutil.which("git"), "git is not installed: pre-commit needs it"
    where = tmp_path_factory.mktemp("hook-repo")
    clone, rev = hook_repository(where)
    assert (clone / ".pre-commit-hooks.yaml").is_file(), "no .pre-commit-hooks.yaml"
    config = where / "pre-commit-config.yaml"
    config.write_text(f"repos:\n-   repo: {clone}\n    rev: {rev}\n    hooks:\n"
                      "    -   id: jaxcheck-isolated\n")
    return config


@pytest.fixture(scope="module")
def pre_commit_home(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("pre-commit-home")


def hooked_project(root: Path, batches=(8, 8, 8)) -> Path:
    return make_project(root, MODEL.format(batches=tuple(batches)), textwrap.dedent(PYPROJECT),
                        git_env={**os.environ, "GIT_TERMINAL_PROMPT": "0"})


def run_hook(project: Path, config: Path, home: Path, label: str, *files: str):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "PRE_COMMIT"))}
    env.update(PRE_COMMIT_HOME=str(home), JAX_PLATFORMS="cpu", COLUMNS="200", NO_COLOR="1")
    selection = ["--files", *files] if files else ["--all-files"]
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pre_commit", "run", "jaxcheck-isolated", "--config", str(config),
         "--verbose", "--color", "never", *selection],
        cwd=project, env=env, capture_output=True, text=True, timeout=1800)
    TIMINGS[label] = time.perf_counter() - start
    print(f"\npre-commit run ({label}): {TIMINGS[label]:.1f} s")
    return proc


def describe(proc) -> str:
    return f"exit {proc.returncode}\n--- stdout\n{proc.stdout}\n--- stderr\n{proc.stderr}"


def hook_line(output: str) -> str:
    lines = [line for line in output.splitlines()
             if line.startswith("jaxcheck (isolated environment).")]
    assert len(lines) == 1, output
    return lines[0]


def test_hook_passes_on_a_clean_project(tmp_path, hook_config, pre_commit_home):
    project = hooked_project(tmp_path / "clean")
    proc = run_hook(project, hook_config, pre_commit_home, "clean")
    assert proc.returncode == 0, describe(proc)
    assert hook_line(proc.stdout).endswith("Passed"), describe(proc)
    # the hook ran jaxcheck check on both entrypoints
    assert "mypkg.model:step" in proc.stdout and "mypkg.model:workload" in proc.stdout


def test_hook_fails_on_an_unexpected_recompile(tmp_path, hook_config, pre_commit_home):
    project = hooked_project(tmp_path / "recompiles", batches=(8, 8, 5))
    proc = run_hook(project, hook_config, pre_commit_home, "recompile")
    assert proc.returncode == 1, describe(proc)
    assert hook_line(proc.stdout).endswith("Failed"), describe(proc)
    assert "exit code: 1" in proc.stdout
    # the hook's output explains the failure
    assert "step" in proc.stdout and "f32[8] → f32[5]" in proc.stdout


def test_hook_runs_when_only_the_config_or_lock_changes(tmp_path, hook_config, pre_commit_home):
    """A commit that only edits [tool.jaxcheck] or jaxcheck.lock changes what the gate
    checks; the hook must not be skipped for it."""
    project = hooked_project(tmp_path / "config-only", batches=(8, 8, 5))
    (project / "jaxcheck.lock").write_text('{"entrypoints": {}, "version": 1}\n')
    git("add", "-A", cwd=project)
    for changed in ("pyproject.toml", "jaxcheck.lock"):
        proc = run_hook(project, hook_config, pre_commit_home, f"only {changed}", changed)
        assert "Skipped" not in hook_line(proc.stdout), (
            f"a commit changing only {changed} skips the hook:\n{describe(proc)}")
        assert proc.returncode == 1, describe(proc)
