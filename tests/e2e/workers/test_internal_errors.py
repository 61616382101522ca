"""jaxcheck failing inside a worker (``--isolate``, ``-j``) or inside a program's process
(``run --``) exits 4 with the worker's failure, never 3 (the target's fault) or 0.

The bug is planted in the worker or program process only, by the test hook of
``tests/witness_site/sitecustomize.py`` (``JCTEST_FAULT``): the analysis raises there,
as a bug of jaxcheck's would, while the command's own process is intact.
"""

import json

import pytest
from builders import write_module
from helpers import cli, subprocess_env

from jaxcheck._src.util import errors as _errors

WORKLOAD = """
    import jax
    import jax.numpy as jnp

    @jax.jit
    def step(x):
        return x * 2

    def workload():
        step(jnp.ones(3))
        step(jnp.ones(4))
"""

FAULT = subprocess_env(JCTEST_FAULT="jaxcheck._src.analysis.analyze:Analysis.follow")
OFF = pytest.mark.jax_witness_off("a planted fault: the failed process's report is lost")


@OFF
@pytest.mark.parametrize("how", [["--isolate"],
                                 pytest.param(["-j", "2"], marks=pytest.mark.slow)])
def test_a_bug_inside_a_worker_exits_4_with_the_workers_failure(tmp_path, how):
    path = write_module(tmp_path, None, WORKLOAD)
    targets = [f"{path.name}:workload"] * (2 if how[0] == "-j" else 1)
    code, out, err = cli("run", *targets, *how, "--format", "json", cwd=tmp_path, env=FAULT)
    assert code == _errors.INTERNAL, (code, out, err)
    doc = json.loads(out)
    errors = [ep["error"] for ep in doc["entrypoints"]]
    assert errors and all(e["type"] == "InternalError" for e in errors), errors
    assert all("jaxcheck failed in the worker: RuntimeError: planted fault" in e["message"]
               for e in errors)


@OFF
def test_a_bug_inside_a_programs_process_exits_4_not_0(tmp_path):
    import sys

    path = write_module(tmp_path, None, WORKLOAD)
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "-c",
                         f"import {path.stem}; {path.stem}.workload()",
                         cwd=tmp_path, env=FAULT)
    assert code == _errors.INTERNAL, (code, out, err)
    (ep,) = json.loads(out)["entrypoints"]
    assert ep["error"]["type"] == "InternalError"
    assert "jaxcheck failed in this process: RuntimeError: planted fault" in ep["error"]["message"]
    assert "could not write this process's report: RuntimeError: planted fault" in err


@pytest.mark.slow
def test_the_same_commands_without_the_fault_pass(tmp_path):
    """The planted fault is the only difference: without it each way runs clean."""
    path = write_module(tmp_path, None, WORKLOAD)
    code, out, err = cli("run", f"{path.name}:workload", "--isolate", "--format", "json",
                         cwd=tmp_path)
    assert code == _errors.RECOMPILES, (code, out, err)  # the shape change: a recompile
    (ep,) = json.loads(out)["entrypoints"]
    assert ep["error"] is None and [f["name"] for f in ep["functions"]] == ["step"]
