"""Worker processes (-j, --timeout, crashes), isolation of caches, the persistent cache."""

from __future__ import annotations

import json

import pytest
from builders import HUNG_AND_CRASHING, ISOLATION_TARGETS, write_module
from helpers import cli


def _run(tmp_path, *args):
    write_module(tmp_path, "targets.py", ISOLATION_TARGETS)
    code, out, err = cli("run", *args, "--format", "json", cwd=tmp_path)
    return code, json.loads(out), err


def _by_target(doc):
    return {ep["target"]: ep for ep in doc["entrypoints"]}


@pytest.mark.slow  # waits out a hung target; test_workers.py's timeout and crash stay fast
def test_hung_and_crashing_targets_are_reported_and_the_others_complete(tmp_path):
    # how long this takes is a figure of bench/limits.py (`cli` itself ends a hang)
    code, doc, err = _run(tmp_path, *HUNG_AND_CRASHING)
    assert code == 3, err
    eps = _by_target(doc)
    assert list(eps) == ["targets.py:hangs", "targets.py:exits", "targets.py:segfaults",
                         "targets.py:recompiles"]  # the order asked for, whatever finished first
    assert eps["targets.py:hangs"]["error"]["type"] == "Timeout"
    assert eps["targets.py:exits"]["error"]["type"] == "Crashed"
    assert "os._exit(7)" in eps["targets.py:exits"]["error"]["message"]
    assert eps["targets.py:segfaults"]["error"]["type"] == "Crashed"
    assert "SIGSEGV" in eps["targets.py:segfaults"]["error"]["message"]
    assert eps["targets.py:recompiles"]["status"] == "fail"
    summary = doc["summary"]
    assert {k: summary[k] for k in ("compiles", "recompiles", "unexpected", "errors")} == {
        "compiles": 2, "recompiles": 1, "unexpected": 1, "errors": 3}


def test_isolated_results_equal_in_process_results(tmp_path):
    code_a, isolated, _ = _run(tmp_path, "targets.py:recompiles", "targets.py:clean",
                               "--isolate")
    code_b, in_process, _ = _run(tmp_path, "targets.py:recompiles", "targets.py:clean")
    assert code_a == code_b == 1

    def causes(doc):
        return {t: [[c for e in f["events"] for c in e["causes"]] for f in ep["functions"]]
                for t, ep in _by_target(doc).items()}

    assert causes(isolated) == causes(in_process)


def test_bad_jobs_and_timeout_are_usage_errors(tmp_path):
    write_module(tmp_path, "targets.py", ISOLATION_TARGETS)
    for args in (["-j", "0"], ["--timeout", "0"]):
        code, out, err = cli("run", "targets.py:clean", *args, cwd=tmp_path)
        assert code == 2 and err.startswith("jaxcheck: error: bad --"), err


PERSISTENT = """
import jax, jax.numpy as jnp
jax.config.update("jax_compilation_cache_dir", {cache!r})
jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
f = jax.jit(lambda x: jnp.sin(x) * 3)

def main():
    f(jnp.ones(3)); f(jnp.ones(5))
"""


def test_persistent_cache_hits_are_reported_apart_and_still_count(tmp_path):
    write_module(tmp_path, "cached.py", PERSISTENT.format(cache=str(tmp_path / "cache")))
    docs = []
    for _ in range(2):
        code, out, err = cli("run", "cached.py:main", "--format", "json", cwd=tmp_path)
        assert code == 1, err
        docs.append(json.loads(out))
    first, second = (d["entrypoints"][0]["functions"][0]["events"] for d in docs)
    assert [e["cache_hit"] for e in first] == [False, False]
    assert [e["cache_hit"] for e in second] == [True, True]
    assert second[1]["recompile"] and second[1]["causes"][0]["kind"] == "shape"
    assert docs[1]["summary"]["persistent_cache_hits"] == 2
    assert docs[1]["summary"]["recompiles"] == 1
