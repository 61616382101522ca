"""The persistent cache across processes: a target run, then the same code as a program;
a quick compile is not written, and a new batch size is named as the miss's reason.
"""

from __future__ import annotations

import json
import sys

from builders import write_module
from helpers import cache_files, cli, subprocess_env

# --- across processes: a target run, then the same code as a program ------------------

TRAIN = """
import os

import jax
import jax.numpy as jnp

jax.config.update("jax_compilation_cache_dir", "cache")
jax.config.update("jax_persistent_cache_min_compile_time_secs",
                  float(os.environ.get("MIN_SECS", "1")))


@jax.jit
def step(w, x):
    return w - 0.1 * jnp.mean(x, axis=0) * w


def main():
    step(jnp.ones(4), jnp.ones((int(os.environ["BATCH"]), 4)))


if __name__ == "__main__":
    main()
"""


def test_across_runs_a_quick_compile_is_not_written_then_a_new_batch_size_is_named(tmp_path):
    write_module(tmp_path, "train.py", TRAIN)
    docs = []
    runs = [(("train.py:main",), {"BATCH": "8"}),  # jaxcheck's runner
            (("--", sys.executable, "train.py"), {"BATCH": "16", "MIN_SECS": "0"})]  # a program
    for args, env in runs:
        code, out, err = cli("run", "--format", "json", *args, cwd=tmp_path,
                             env=subprocess_env(**env))
        assert code == 0, err
        docs.append(json.loads(out))
        # JAX's own record: the cache directory holds what was written
        written = cache_files(tmp_path / "cache", "step")
        assert len(written) == (0 if len(docs) == 1 else 1), written
    first, second = (d["entrypoints"][0]["functions"][0]["events"][0]["persistent_cache"]
                     for d in docs)
    assert first["status"] == "not_written"
    assert "under jax_persistent_cache_min_compile_time_secs = 1" in first["reason"]
    assert docs[0]["summary"]["persistent_cache"]["not_written"] == 1
    assert second["status"] == "written"
    # another process: nothing but the argument changed (no object address, no context)
    assert second["changed"] == ["the program"]
    assert second["arguments"] == [{"kind": "shape", "path": "x", "before": "f32[8,4]",
                                    "after": "f32[16,4]"}]
