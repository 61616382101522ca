"""Exact counts where a process is needed: a library's solve recompiled under ``vmap``
fails the command's run, and ``run -- COMMAND`` counts and names the compiles as a run
in process does.
"""

import json
import sys

import pytest
from builders import write_module
from helpers import (
    cli,
)

# --- compiles JAX names, attributed to the call that caused them ------------------


LINEAX_JOB = """
import jax
import jax.numpy as jnp
import lineax as lx


def solve(b):
    return lx.linear_solve(lx.MatrixLinearOperator(jnp.eye(2) * 2.0), b).value


def main():
    for n in (4, 6, 4):
        jax.vmap(solve)(jnp.ones((n, 2)))
"""


@pytest.mark.slow  # real libraries compile slowly: `make test-slow`
def test_a_lineax_solve_recompiled_under_vmap_fails_the_run(tmp_path):
    pytest.importorskip("lineax")
    write_module(tmp_path, "job.py", LINEAX_JOB)
    result = cli("run", "job.py:main", "--format", "json", cwd=tmp_path)
    code, out, err = result
    assert code == 1, err
    # JAX's compile log of every process of the command (the witness site)
    jax_count = sum(1 for rows in result.compiles.values() for name, listening in rows
                    if listening and name.split(".")[-1] == "linear_solve")
    (ep,) = json.loads(out)["entrypoints"]
    counted = sum(f["compiles"] for f in ep["functions"]
                  if f["name"].split(".")[-1] == "linear_solve")
    assert jax_count == counted == 2, (jax_count, ep["functions"], err[-2000:])


# --- the same diagnosis in every way of running ------------------------------------


PROGRAM = '''
import jax, jax.numpy as jnp, numpy as np

from jax import custom_batching

inners = [jax.jit(lambda x, k=k: x + k) for k in range(8)]


@custom_batching.custom_vmap
def passthrough(x):
    return x


@passthrough.def_vmap
def _rule(axis_size, in_batched, x):
    return jnp.moveaxis(x, 0, 0) + 0, True


@jax.jit
def deep(y):
    for i in range(600):
        y = inners[i % 8](y)
    return passthrough(y)


def scaled(x, flag):
    return x * 2


f = jax.jit(scaled, static_argnums=1)
for n in (4, 6, 4):
    jax.vmap(deep)(jnp.ones((n, 2)))
for flag in (False, True, np.False_):
    f(jnp.ones(2), flag)
'''


@pytest.mark.slow
def test_run_program_counts_and_names_them_as_a_run_does(tmp_path):
    import json
    import re

    from builders import write_module
    from helpers import cli, subprocess_env

    write_module(tmp_path, "prog.py", PROGRAM)
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "prog.py",
                         cwd=tmp_path, env=subprocess_env(JAX_LOG_COMPILES="1"))
    assert code == 1, err
    [proc] = json.loads(out)["entrypoints"]
    by_name = {f["name"].split(".")[-1]: f for f in proc["functions"]}

    def logged(name):
        return len(re.findall(rf"Compiling (?:jit[(_])?{name}\b", err))

    assert by_name["deep"]["compiles"] == logged("deep") == 2
    assert by_name["scaled"]["compiles"] == logged("scaled") == 3
    last = by_name["scaled"]["events"][-1]["causes"]
    assert [(c["path"], c["before"], c["reason"]) for c in last] == [
        ("flag", "False (bool)", "type_only")]
