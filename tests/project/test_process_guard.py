"""What the process guard (tests/processguard.py) counts as starting Python: an interpreter
by name or by path, a console script whose first line runs Python, a shell command that
starts one; never ``git``, ``make`` or another program. Its refusals in a real session
are checked in ``tests/e2e/project/test_process_guard_sessions.py``."""

from __future__ import annotations

import os
import shutil
import sys

import pytest
from processguard import starts_python

BIN = os.path.dirname(sys.executable)


@pytest.mark.parametrize(("args", "kwargs"), [
    ([sys.executable, "-c", "pass"], {}),
    (["python3", "train.py"], {}),
    (["python3.11", "-m", "jaxcheck"], {}),
    ([os.path.join(BIN, "jaxcheck"), "run", "t.py:main"], {}),  # a console script
    ([os.path.join(BIN, "pre-commit"), "run"], {}),
    ("python -c pass", {"shell": True}),
    (["whatever", "-c", "pass"], {"executable": sys.executable}),
    ([os.fsencode(sys.executable), b"-c", b"pass"], {}),
    (os.fsencode(sys.executable), {}),
], ids=["sys.executable", "python3", "python3.11", "jaxcheck-script", "pre-commit-script",
        "shell", "executable", "bytes", "bytes-alone"])
def test_an_interpreter_or_a_python_console_script_is_python(args, kwargs):
    assert starts_python(args, **kwargs) is not None


@pytest.mark.parametrize(("args", "kwargs"), [
    (["git", "status"], {}),
    (["make", "-n", "demo"], {}),
    (["uname", "-p"], {}),
    ("git rev-parse --show-toplevel", {"shell": True}),
    (["no-such-program-anywhere"], {}),
    ([], {}),
], ids=["git", "make", "uname", "shell-git", "missing", "nothing"])
def test_other_programs_are_not(args, kwargs):
    assert starts_python(args, **kwargs) is None


def test_the_console_scripts_it_knows_are_installed():
    """The cases above name the venv's own scripts: they must exist to mean anything."""
    for name in ("jaxcheck", "pre-commit"):
        assert shutil.which(name, path=BIN), name
