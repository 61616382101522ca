"""CI fails on a skip that is not on the allowlist (tests/noskip.py)."""

import os
import subprocess
import sys

import pytest
from helpers import REPO

SCRATCH = '''
import pytest

def test_runs():
    assert True

def test_skips():
    pytest.skip("chromium is not installed")

@pytest.mark.xfail(reason="known", strict=True)
def test_xfails():
    assert False
'''


def _pytest(tmp_path, **env):
    (tmp_path / "test_scratch.py").write_text(SCRATCH)
    child = {k: v for k, v in os.environ.items() if k not in ("CI", "JAXCHECK_NO_SKIP")}
    child.update(env, PYTHONPATH=str(REPO / "tests"))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "noskip",
                           "-p", "no:cacheprovider", "-n", "0", str(tmp_path)],
                          cwd=tmp_path, env=child, capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_an_unlisted_skip_fails_the_run_in_ci(tmp_path):
    proc = _pytest(tmp_path, JAXCHECK_NO_SKIP="1")
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "test_scratch.py::test_skips: Skipped: chromium is not installed" in proc.stdout
    assert "test_xfails" not in proc.stdout.split("allowlist")[-1]  # an xfail is not a skip


@pytest.mark.slow
def test_a_skip_outside_ci_passes_and_ci_true_is_strict(tmp_path):
    assert _pytest(tmp_path).returncode == 0
    assert _pytest(tmp_path, CI="true").returncode == 1
