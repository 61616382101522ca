"""A program that keeps its loop's jits alive, run as a program: it fails, one function."""

from __future__ import annotations

import json
import re
import sys

import pytest
from builders import write_module
from helpers import cli, subprocess_env

KEPT = """
import functools
import jax
import jax.numpy as jnp


def scaled(k, x):
    return k * x


if __name__ == "__main__":
    by_key = {}
    for i in range(3):
        by_key[i] = jax.jit(functools.partial(scaled, i))
        by_key[i](jnp.ones(3))
"""


@pytest.mark.slow
def test_a_program_that_keeps_its_loop_jits_fails(tmp_path):
    # `run -- COMMAND`: the module's own code, run under the process's capture from its
    # first line, keeps three partials made by one line; JAX compiles `scaled` 3 times.
    write_module(tmp_path, "kept.py", KEPT)
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "kept.py",
                         cwd=tmp_path, env=subprocess_env(JAX_LOG_COMPILES="1"))
    # jit(scaled) on 0.10.2, jit_scaled on 0.6.2, an unnamed wrapped function on 0.4.38
    logged = r"Finished XLA compilation of (?:jit[(_])?(?:scaled\b|<unnamed wrapped function>)"
    assert len(re.findall(logged, err)) == 3, err
    assert code == 1, err
    [proc] = json.loads(out)["entrypoints"]
    [fn] = proc["functions"]
    assert fn["compiles"] == 3
    assert [e["causes"][0]["path"] for e in fn["events"] if e["recompile"]] == [
        "partial argument 0", "partial argument 0"]
