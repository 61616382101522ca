"""The Makefile as a user runs it: ``make demo`` tells its story, ``make test`` prints
pytest-xdist's start-up line once, and pip's log stays out of sight.
"""

from __future__ import annotations

import re
import sys

import pytest
from helpers import REPO

# --- make test ------------------------------------------------------------------------


@pytest.mark.slow
def test_make_tests_start_up_line_is_printed_once():
    """`make test`'s pytest -q -n 2 off a terminal: one "bringing up nodes..." line."""
    import subprocess

    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
         "tests/unit/analysis/test_hints.py", "-k", "first_compile"],
        cwd=REPO, capture_output=True, text=True, timeout=300).stdout
    assert out.count("bringing up nodes...") == 1, out
    assert " passed" in out


# --- make demo, and pip's log ---------------------------------------------------------


@pytest.mark.slow
def test_the_demo_tells_its_story_in_under_60_lines():
    import subprocess
    import sys

    from helpers import subprocess_env

    proc = subprocess.run([sys.executable, "examples/demo/demo.py"], cwd=REPO,
                          capture_output=True, text=True, env=subprocess_env(), timeout=600)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = (proc.stdout + proc.stderr).splitlines()
    # make adds at most two lines of its own on a fresh machine (venv, install)
    assert len(lines) <= 58, len(lines)
    steps = [ln for ln in lines if ln.startswith("== ")]
    assert [s[:7] for s in steps] == ["== 1/4 ", "== 2/4 ", "== 3/4 ", "== 4/4 "]
    assert "short last batch" in steps[0]
    text = "\n".join(lines)
    assert "shape at x: f32[32,8] → f32[4,8]" in text                 # 1: the classic bug
    assert "11 recompiles · static_value `lr`" in text                # 2: one group
    assert "regression: `step` (model.py:7) compiles 2 times; the lock allows 1" in text
    assert "caught, as intended: jaxcheck.RecompileError" in text     # 4: the guard
    assert "Traceback" not in text
    assert lines[-1].startswith("Next")


def test_make_keeps_pips_log_out_of_sight(tmp_path):
    import shutil
    import subprocess

    if shutil.which("make") is None:
        pytest.skip("needs make")
    venv = tmp_path / "venv"
    for target in ("venv", "demo"):
        proc = subprocess.run(["make", "-n", "-B", target, f"VENV={venv}"], cwd=REPO,
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, proc.stderr
        installs = [ln for ln in proc.stdout.splitlines() if "pip install" in ln]
        assert installs, proc.stdout
        for line in installs:
            assert re.search(r"> \S+\.log 2>&1 \|\| \{ cat \S+\.log; exit 1; \}", line), line
