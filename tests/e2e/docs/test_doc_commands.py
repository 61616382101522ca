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
import re
import shlex
import sys
from pathlib import Path

import pytest
from conftest import cli, subprocess_env

from jaxcheck import __version__

# every command the docs show, each a jaxcheck process: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[1]
DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
NOT_RUN = "# not run by the docs test:"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)


def blocks(path: Path) -> list[tuple[str, str]]:
    """(language, text) of each fenced block."""
    return FENCE.findall(path.read_text(encoding="utf-8"))


def quick_start_files() -> dict[str, str]:
    """The README's blocks that name their file on their first line."""
    files = {}
    for _, text in blocks(REPO / "README.md"):
        first, _, rest = text.partition("\n")
        name = first.removeprefix("# ").strip()
        if first.startswith("# ") and re.fullmatch(r"\.?[\w.-]+\.(py|toml|yaml)", name):
            files[name] = rest
    return files


def commands(path: Path) -> list[list[str]]:
    """The ``jaxcheck`` command lines of ``path``'s bash and console blocks, as argv."""
    found = []
    for language, text in blocks(path):
        if language not in ("bash", "console") or NOT_RUN in text:
            continue
        for line in text.splitlines():
            line = line.removeprefix("$ ")
            if not line.startswith("jaxcheck "):
                continue
            line = re.split(r"\s(?:;|\|\|?|&&|>)|;", line, maxsplit=1)[0]
            found.append(shlex.split(line, comments=True))
    return found


def test_the_docs_show_commands_and_few_are_left_out():
    shown = [c for path in DOCS for c in commands(path)]
    assert len(shown) >= 8, shown
    left_out = [(path.name, text) for path in DOCS for _, text in blocks(path)
                if NOT_RUN in text]
    assert len(left_out) <= 2, left_out
    assert {"train.py", "pyproject.toml"} <= set(quick_start_files())


def test_the_wheel_the_docs_install_is_the_one_make_dist_builds():
    text = "".join(path.read_text(encoding="utf-8") for path in DOCS)
    text += (REPO / "examples" / "ci" / "jaxcheck.yml").read_text(encoding="utf-8")
    wheels = set(re.findall(r"jaxcheck-[\w.]+-py3-none-any\.whl", text))
    assert wheels == {f"jaxcheck-{__version__}-py3-none-any.whl"}, wheels
    assert "example.invalid" not in text  # an address that cannot resolve
    assert "pip install jaxcheck" not in text  # not on the index: from where it came


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
