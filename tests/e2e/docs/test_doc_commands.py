"""Every `jaxcheck` command that the README and docs/*.md show runs as written.

The project is made from the README's own quick-start files (each fenced block whose
first line is ``# FILENAME``); then each ``jaxcheck ...`` line of a fenced ``bash`` or
``console`` block runs in it, in document order, and must reach a verdict (exit 0 or
1): a command the docs show cannot be a usage error. A block that must not run here
(it installs, or needs a network) carries ``# not run by the docs test: WHY``; that
list stays small.
"""

from __future__ import annotations

import os
import sys

import pytest
from helpers import DOCS, REPO, cli, commands, quick_start_files, subprocess_env

# every command the docs show, each a jaxcheck process: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    root = tmp_path_factory.mktemp("readme-project")
    for name, text in quick_start_files().items():
        (root / name).write_text(text, encoding="utf-8")
    return root


_seen: dict[str, tuple[str, list[str]]] = {}

for _path in DOCS:  # in document order, each command once
    for _argv in commands(_path):
        _seen.setdefault(" ".join(_argv), (_path.relative_to(REPO).as_posix(), _argv))

DOC_COMMANDS = list(_seen.values())


@pytest.mark.parametrize(("doc", "argv"), DOC_COMMANDS,
                         ids=[f"{d}: {' '.join(a)}" for d, a in DOC_COMMANDS])
def test_every_command_in_the_docs_runs_as_written(project, doc, argv):
    # `python` in a command is the Python that runs jaxcheck, as in an active virtualenv
    path = os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")
    code, out, err = cli(*argv[1:], cwd=project, env=subprocess_env(PATH=path), timeout=300)
    assert code in (0, 1), f"{doc}: `{' '.join(argv)}` exited {code}\n{out}\n{err}"
    assert "error:" not in err, err


def test_the_readmes_pre_commit_hook_runs_as_written(tmp_path):
    """The README's `repo: local` hook calls the installed jaxcheck: no URL needed."""
    import shutil
    import subprocess

    pre_commit = shutil.which("pre-commit", path=os.path.dirname(sys.executable))
    if pre_commit is None or shutil.which("git") is None:
        pytest.skip("needs git and pre-commit (the dev extras)")
    files = quick_start_files()
    assert "repo: local" in files[".pre-commit-config.yaml"]
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    env = subprocess_env(PATH=os.path.dirname(sys.executable) + os.pathsep
                         + os.environ.get("PATH", ""),
                         PRE_COMMIT_HOME=str(tmp_path / ".pre-commit-home"),
                         GIT_CONFIG_GLOBAL=os.devnull, GIT_CONFIG_NOSYSTEM="1")
    for argv in (["git", "init", "-q"], ["git", "add", "-A"]):
        subprocess.run(argv, cwd=tmp_path, env=env, check=True, timeout=60)
    proc = subprocess.run([pre_commit, "run", "--all-files"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=600)
    # the quick start's short last batch is an unexpected recompile: the hook fails on it
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "jaxcheck" in proc.stdout and "Failed" in proc.stdout, proc.stdout
    assert "shape at x: f32[32,8] → f32[4,8]" in proc.stdout, proc.stdout
