"""`jaxcheck lint` as users run it, in a process of its own: exit codes and
configuration, a syntax error as a finding, ``--diff`` and ``--fix``, the pre-commit hook,
closed pipes and full disks, and the promise that JAX is never imported.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from builders import hook_repository
from helpers import REPO
from lint_harness import FIXABLE, PITFALL, lint_project  # noqa: F401 (the fixture `project`)


def lint(*args: str, cwd: Path, python: list[str] | None = None):
    return subprocess.run([*(python or [sys.executable, "-m", "jaxcheck"]), "lint", *args],
                          cwd=cwd, capture_output=True, text=True, timeout=120)


def test_exit_codes_and_config(project):
    found = lint(cwd=project)
    assert found.returncode == 1, found.stderr
    assert found.stdout.startswith("pkg/train.py:5:13: JC101 ")  # exclude, per-file-ignores
    assert "Found 1 recompile pitfall in 3 files." in found.stdout
    bad = lint("--select", "JC999", cwd=project)
    assert bad.returncode == 2 and bad.stderr.startswith("jaxcheck: error: ")
    assert bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_a_syntax_error_is_a_finding_not_a_traceback(project):
    (project / "pkg/broken.py").write_text("def f(:\n")
    result = lint("--format", "json", cwd=project)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert sorted(f["code"] for f in __import__("json").loads(result.stdout)) == [
        "JC000", "JC101"]


def test_lint_never_imports_jax_or_numpy(project):
    result = subprocess.run([sys.executable, "-X", "importtime", "-m", "jaxcheck", "lint",
                             "pkg/train.py"], cwd=project, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 1
    imported = {line.split("|")[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")}
    assert "jaxcheck._src.lint" in imported
    assert not {"jax", "jaxlib", "numpy", "rich"} & imported


def test_lint_runs_where_jax_cannot_be_imported(project):
    code = ("import sys\n"
            "for name in ('jax', 'jaxlib', 'numpy', 'rich'): sys.modules[name] = None\n"
            "sys.argv = ['jaxcheck', 'lint', 'pkg/train.py']\n"
            "from jaxcheck._src.cli.app import main\n"
            "main()\n")
    result = subprocess.run([sys.executable, "-c", code], cwd=project, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 1, result.stderr
    assert "JC101" in result.stdout


def test_precommit_hook_runs_from_the_checkout_without_installing(project):
    """The hook sets PYTHONPATH to its own checkout and runs ``python -m jaxcheck lint``:
    standard library only, so the project's Python needs neither jaxcheck nor JAX."""
    env = {"PATH": os.environ.get("PATH", ""), "JAXCHECK_PYTHON": sys.executable}
    hook = REPO / "hooks" / "jaxcheck-lint"
    result = subprocess.run([str(hook), "pkg/train.py", "pkg/clean.py"], cwd=project, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1, result.stderr
    assert result.stdout.startswith("pkg/train.py:5:13: JC101")
    manifest = (REPO / ".pre-commit-hooks.yaml").read_text()
    assert "- id: jaxcheck-lint" in manifest and "types: [python]" in manifest


# --- the pre-commit hook on staged files ----------------------------------------------


def test_precommit_runs_the_hook_on_staged_files_only(tmp_path):
    """pre-commit itself, with a scratch repository of this source tree as the hook
    repository (no git checkout needed)."""
    def git(*args, cwd):
        subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)

    clone, rev = hook_repository(tmp_path)
    project = tmp_path / "project"
    (project / "pkg").mkdir(parents=True)
    (project / "pkg/train.py").write_text(PITFALL)
    (project / "notes.txt").write_text("jax.jit in a loop\n")
    (project / ".pre-commit-config.yaml").write_text(
        f"repos:\n-   repo: {clone}\n    rev: {rev}\n    hooks:\n    -   id: jaxcheck-lint\n")
    git("init", "--quiet", cwd=project)
    git("add", "-A", cwd=project)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "PRE_COMMIT"))}
    env.update(PRE_COMMIT_HOME=str(tmp_path / "home"), JAXCHECK_PYTHON=sys.executable)
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "run", "jaxcheck-lint",
                           "--color", "never"], cwd=project, env=env, capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "pkg/train.py:5:13: JC101" in proc.stdout and "notes.txt" not in proc.stdout


# --- files that are not files, outputs that cannot be written (exit 5, one line) ----------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_named_py_is_reported_never_waited_on(tmp_path):
    """A FIFO with no writer would block open() and read() forever."""
    from jaxcheck._src.lint import LintConfig, lint_files
    from jaxcheck._src.lint.files import discover

    os.mkfifo(tmp_path / "pipe.py")
    (tmp_path / "train.py").write_text(PITFALL)
    # walked: never listed; given by name: one JC000 finding, the other file still linted
    assert discover([str(tmp_path)], lambda p: False) == [tmp_path / "train.py"]
    found = lint_files([tmp_path / "pipe.py", tmp_path / "train.py"],
                       LintConfig(root=tmp_path))
    assert [(Path(f.path).name, f.code) for f in found] == [("pipe.py", "JC000"),
                                                             ("train.py", "JC101")]
    assert "not a regular file" in found[0].message
    done = lint(".", cwd=tmp_path)  # the whole command, with a timeout
    assert done.returncode == 1 and "train.py:5:13: JC101" in done.stdout


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full")
@pytest.mark.parametrize("args", [[], ["--exit-zero"], ["--format", "sarif"]])
def test_a_full_disk_is_one_line_and_exit_5(tmp_path, args):
    (tmp_path / "train.py").write_text(PITFALL)
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "jaxcheck", "lint", *args, "train.py"],
                              cwd=tmp_path, stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=120)
    assert done.returncode == 5, done.stderr
    assert done.stderr == ("jaxcheck: error: cannot write the lint output: No space left on "
                           "device\n")


def test_a_closed_pipe_is_one_line_and_exit_5(tmp_path):
    (tmp_path / "train.py").write_text(PITFALL)
    read, write = os.pipe()
    os.close(read)  # the reader is gone before lint writes
    try:
        done = subprocess.run([sys.executable, "-m", "jaxcheck", "lint", "--exit-zero",
                               "train.py"], cwd=tmp_path, stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert done.returncode == 5, done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("jaxcheck: error: cannot write the lint output")


# --- --diff, then --fix ---------------------------------------------------------------


def test_diff_prints_the_fix_and_writes_nothing_then_fix_writes_it(tmp_path):
    path = tmp_path / "train.py"
    path.write_text(FIXABLE)
    shown = lint("--diff", "train.py", cwd=tmp_path)
    assert shown.returncode == 1, shown.stderr
    assert shown.stdout.startswith("--- train.py\n+++ train.py\n")
    assert "+    grad_loss_jit = jax.jit(jax.grad(loss))" in shown.stdout
    assert path.read_text() == FIXABLE
    fixed = lint("--fix", "train.py", cwd=tmp_path)
    assert fixed.returncode == 0, fixed.stdout + fixed.stderr
    assert "All clear" in fixed.stdout and "Fixed 1 finding; 0 remaining." in fixed.stderr
    assert "grad_loss_jit(p, x)" in path.read_text()
    assert lint("--diff", "train.py", cwd=tmp_path).returncode == 0  # nothing left
    bad = lint("--unsafe-fixes", "train.py", cwd=tmp_path)
    assert bad.returncode == 2 and "--unsafe-fixes goes with --fix" in bad.stderr
