"""Only tests under ``tests/e2e/`` start processes: the ``e2e`` mark by folder, and the guard
that keeps every other test in this process.

A test that starts a Python interpreter (``sys.executable``, any ``python*``, a console
script such as ``jaxcheck`` or ``pre-commit``), asks the pre-warmed server for a command
(``prewarmed.run``, what ``helpers.cli`` does), starts a ``multiprocessing`` child or
forks belongs in ``tests/e2e/``: there it is marked ``e2e``, and ``.ci/run`` runs it once
more with each command in a fresh interpreter. Anywhere else the start is refused, and
the test fails with one line that says to move it. Programs that are not Python (``git``,
``make``, ``uname``, a browser) stay allowed everywhere: they neither import jaxcheck nor
inherit what a fork of the pre-warmed interpreter would.

A plugin of its own (``conftest.py`` registers its hooks), so that
``tests/e2e/project/test_process_guard.py`` runs it on a scratch tree with
``pytest -p processguard``. The tree's tests are ``config.rootpath / "tests"``.
"""

from __future__ import annotations

import multiprocessing.util
import os
import re
import shlex
import shutil
import subprocess
import sys

import pytest

#: where the tests that start processes live, below the tests' folder
E2E = "e2e"


class Refused(RuntimeError):
    """A process started by a test outside ``tests/e2e/``."""


#: the test being guarded (its node id), and what it started; None: nothing is guarded
_guarded: str | None = None
_started: list[str] = []


def in_e2e(item) -> bool:
    """Whether ``item``'s file is under ``tests/e2e/``."""
    return item.path.is_relative_to(item.config.rootpath / "tests" / E2E)


def starts_python(args, executable=None, shell: bool = False,
                  env: dict[str, str] | None = None) -> str | None:
    """The program a ``subprocess.Popen(args, executable=..., shell=..., env=...)`` would
    run, when it is a Python interpreter or a Python console script; else None."""
    if isinstance(args, (str, bytes, os.PathLike)):
        text = os.fsdecode(args)
        argv = shlex.split(text) if shell else [text]
    else:
        argv = [os.fsdecode(a) for a in args]
    program = os.fsdecode(executable) if executable is not None and not shell else (
        argv[0] if argv else "")
    if not program:
        return None
    path = shutil.which(program, path=(env or os.environ).get("PATH")) or program
    name = os.path.basename(path)
    if re.fullmatch(r"python[\d.]*", name) or (
            os.path.exists(path) and os.path.realpath(path) == os.path.realpath(sys.executable)):
        return program
    try:
        with open(path, "rb") as f:
            first = f.readline(200)
    except OSError:
        return None
    return program if first.startswith(b"#!") and b"python" in first else None


def _refuse(what: str) -> None:
    if _guarded is not None:
        _started.append(what)
        raise Refused(f"{what}: started outside tests/e2e/")


def _guard_popen() -> None:
    real = subprocess.Popen.__init__

    def __init__(self, args, *rest, **kwargs):
        if _guarded is not None:
            program = starts_python(args, kwargs.get("executable"), kwargs.get("shell", False),
                                    kwargs.get("env"))
            if program is not None:
                self._child_created = False  # what Popen.__del__ reads of a Popen never made
                words = args if isinstance(args, (str, bytes)) else " ".join(map(str, args))
                _refuse(f"a Python process ({os.fsdecode(words)[:80]})")
        real(self, args, *rest, **kwargs)

    subprocess.Popen.__init__ = __init__


def _guard(owner, name: str, what: str) -> None:
    real = getattr(owner, name)

    def guarded(*args, **kwargs):
        _refuse(what)
        return real(*args, **kwargs)

    guarded.__wrapped__ = real
    setattr(owner, name, guarded)


_installed = False


def install() -> None:
    """Wrap what starts a process; the wrappers refuse only while a test outside
    ``tests/e2e/`` runs (its set-up, call and tear-down)."""
    global _installed
    if _installed:
        return
    _installed = True
    _guard_popen()
    _guard(os, "fork", "a fork (os.fork)")
    if hasattr(os, "forkpty"):
        _guard(os, "forkpty", "a fork (os.forkpty)")
    # multiprocessing's spawn and forkserver start their interpreter here (fork: os.fork)
    _guard(multiprocessing.util, "spawnv_passfds", "a multiprocessing child")
    try:
        import prewarmed
    except ImportError:  # a scratch tree without the pre-warmed server
        return
    _guard(prewarmed, "run", "the jaxcheck command (the pre-warmed server)")


# --- the hooks ----------------------------------------------------------------------------


def pytest_configure(config):
    install()


def pytest_collection_modifyitems(config, items):
    """Mark ``e2e`` every test under ``tests/e2e/``, and only those: ``pytest -m "not e2e"``
    runs the in-process part of the suite alone, ``-m e2e`` the part that starts
    processes."""
    for item in items:
        if in_e2e(item):
            item.add_marker(pytest.mark.e2e)
        elif item.get_closest_marker("e2e") is not None:
            raise pytest.UsageError(f"{item.nodeid} is marked e2e outside tests/e2e/: "
                                    "the mark comes from the folder")


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    """Guard the whole of a test outside ``tests/e2e/``: its fixtures' set-up and tear-down
    (a module's fixture starts for its first test) and its body."""
    global _guarded
    _guarded = None if in_e2e(item) else item.nodeid
    try:
        return (yield)
    finally:
        _guarded = None


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A phase that started a process outside ``tests/e2e/`` fails, with one line that says
    so, whatever the test or the code under test made of the refusal."""
    report = yield
    if _started:
        what = _started[0]
        _started.clear()
        report.outcome = "failed"
        report.longrepr = (f"this test starts {what}: a test that starts a Python process, "
                           f"the jaxcheck command or a fork belongs in tests/e2e/; move it there")
    return report
