"""Two commands at once on one project: two ``baseline -k`` keep both subsets in the lock."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from builders import two_target_project
from helpers import subprocess_env


@pytest.mark.slow
def test_two_concurrent_baseline_subsets_keep_both_entries(tmp_path):
    root = tmp_path / "proj"
    one, two = two_target_project(root)
    # each writer holds the update lock for a second after reading: without the lock,
    # both read the lock before either writes and the second write loses the first's entry
    env = subprocess_env(JAXCHECK_TEST_LOCK_HOLD="1")
    procs = {w: subprocess.Popen([sys.executable, "-m", "jaxcheck", "baseline", "-k", w,
                                  "--no-isolate"], cwd=root, env=env, text=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for w in ("one", "two")}
    for word, proc in procs.items():
        out, err = proc.communicate(timeout=180)
        assert proc.returncode == 0, (word, err)
    lock = json.loads((root / "jaxcheck.lock").read_text())
    assert set(lock["entrypoints"]) == {one, two}
    # the counts are JAX's: f_one compiled for two shapes, f_two for one
    counts = {t: sum(e["compiles"].values()) for t, e in lock["entrypoints"].items()}
    assert counts == {one: 2, two: 1}
