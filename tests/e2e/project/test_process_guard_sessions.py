"""The process guard in a real session: on a scratch tree run with ``pytest -p
processguard``, a test outside ``tests/e2e/`` that starts a Python process, the jaxcheck
command, a ``multiprocessing`` child or a fork fails with one line that says to move it;
``git`` stays allowed; under ``tests/e2e/`` the same tests pass, and they alone are
marked ``e2e``."""

from __future__ import annotations

import os
import subprocess
import sys

from helpers import REPO

STARTS = '''
import multiprocessing
import os
import subprocess
import sys

import pytest

JAXCHECK = os.path.join(os.path.dirname(sys.executable), "jaxcheck")


def test_python():
    subprocess.run([sys.executable, "-c", "pass"], check=True)


def test_python_refused_and_swallowed():
    try:
        subprocess.run([sys.executable, "-c", "pass"], check=True)
    except Exception:
        pass


def test_console_script():
    subprocess.run([JAXCHECK, "--version"], check=True, capture_output=True)


def test_prewarmed_command():
    import prewarmed

    prewarmed.run(["--version"], None, dict(os.environ), 60)


def test_fork():
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)


def test_multiprocessing_spawn():
    child = multiprocessing.get_context("spawn").Process(target=print)
    child.start()
    child.join()


@pytest.fixture(scope="module")
def started():
    subprocess.run([sys.executable, "-c", "pass"], check=True)


def test_a_module_fixture_starts_python(started):
    pass


def test_git():
    subprocess.run(["git", "--version"], check=True, capture_output=True)
'''

REFUSED = ["test_python", "test_python_refused_and_swallowed", "test_console_script",
           "test_prewarmed_command", "test_fork", "test_multiprocessing_spawn",
           "test_a_module_fixture_starts_python"]


def _session(root, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "JAXCHECK_NO_SKIP")}
    env["PYTHONPATH"] = str(REPO / "tests")
    env["COLUMNS"] = "400"  # the short summary keeps each message whole
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "processguard",
                           "-p", "no:cacheprovider", "-n", "0", "-rA", *args],
                          cwd=root, env=env, capture_output=True, text=True, timeout=300)


def _scratch(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    e2e: starts a process\n")
    for folder in ("unit", "e2e"):
        (tmp_path / "tests" / folder).mkdir(parents=True)
        (tmp_path / "tests" / folder / f"test_{folder}_starts.py").write_text(STARTS)
    return tmp_path


def test_outside_e2e_each_start_fails_with_one_line_and_inside_each_passes(tmp_path):
    proc = _session(_scratch(tmp_path), "tests")
    lines = proc.stdout.splitlines()
    for name in REFUSED:
        [line] = [ln for ln in lines if ln.startswith(("FAILED ", "ERROR "))
                  and f"tests/unit/test_unit_starts.py::{name} " in ln + " "]
        assert "belongs in tests/e2e/; move it there" in line, line
        assert f"PASSED tests/e2e/test_e2e_starts.py::{name}" in lines, proc.stdout
    assert "PASSED tests/unit/test_unit_starts.py::test_git" in lines, proc.stdout
    assert "Traceback" not in "\n".join(ln for ln in lines if "move it there" in ln)


def test_only_the_tests_under_e2e_are_marked_e2e(tmp_path):
    proc = _session(_scratch(tmp_path), "tests", "--collect-only", "-q", "-m", "e2e")
    collected = [ln for ln in proc.stdout.splitlines() if "::" in ln]
    assert collected and all(ln.startswith("tests/e2e/") for ln in collected), proc.stdout
    assert len(collected) == STARTS.count("\ndef test_")
