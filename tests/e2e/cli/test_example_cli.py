"""Example factories on the command line: every bad input is one line and its exit code.

The verdicts themselves are checked against JAX's compile log in
``test_examples_pytree``; here, the ways a factory can be wrong (missing, returning
the wrong thing, raising, an unknown ``--vary`` path) and that a good one runs the
same in process and in a worker (``--isolate``, where the factory runs).
"""

from __future__ import annotations

import json

import pytest
from builders import write_module
from helpers import cli

MODULE = """
import jax
import jax.numpy as jnp

def make(B=2):
    return ({"w": jnp.ones((3, 2))}, {"x": jnp.ones((B, 3))}, 1)

def make_dict():
    return {"x": jnp.ones(3)}

def make_pair():  # the (args, kwargs) pair other tools take
    return ({"w": jnp.ones((3, 2))}, {"x": jnp.ones((2, 3))}, 1), {}

def make_raises():
    raise RuntimeError("the dataset is not here")

@jax.jit
def step(params, batch, lr):
    return (batch["x"] @ params["w"]).sum() * lr
"""


def test_bad_factories_are_one_line_with_the_fix(tmp_path):
    write_module(tmp_path, "mod.py", MODULE)
    code, out, err = cli("run", "mod:step", "--example", "mod:make_dict", cwd=tmp_path)
    assert code == 2 and "Traceback" not in err
    assert "make_dict returned a dict; return a tuple of positional arguments" in err
    code, out, err = cli("run", "mod:step", "--example", "mod:make_pair", cwd=tmp_path)
    assert code == 2 and "Traceback" not in err
    assert "make_pair returned a pair (args, kwargs)" in err and "jaxcheck.Args(" in err
    code, out, err = cli("run", "mod:step", "--example", "mod:nope", cwd=tmp_path)
    assert code == 2 and "Traceback" not in err and "has no attribute 'nope'" in err
    code, out, err = cli("run", "mod:step", "--example", "mod:make", "--vary", "batch.z",
                         cwd=tmp_path)
    assert code == 2 and "Traceback" not in err
    assert "vary pattern 'batch.z' names no argument path (did you mean" in err
    code, out, err = cli("run", "mod:step", cwd=tmp_path)
    assert code == 2 and "--example" in err
    code, out, err = cli("run", "mod:step", "--example", "mod:make", "--expect", "value:lrr=any",
                         cwd=tmp_path)
    # known once the factory ran: after the target's progress line, one line of error
    assert code == 2 and "Traceback" not in err, err
    assert err.strip().splitlines()[-1].startswith(
        "jaxcheck: error: --expect value:lrr: no argument path 'lrr' (did you mean 'lr'?)")
    # a factory that raises is the target's failure: exit 3, the factory named
    code, out, err = cli("run", "mod:step", "--example", "mod:make_raises", "--verbose",
                         cwd=tmp_path, columns=200)
    assert code == 3, err
    assert "the example factory make_raises raised: the dataset is not here" in out
    assert "make_raises" in out and "Traceback" in out


@pytest.mark.slow
def test_a_factory_runs_in_the_worker_as_in_process(tmp_path):
    write_module(tmp_path, "mod.py", MODULE)
    reports = []
    junit, page = tmp_path / "r.xml", tmp_path / "r.html"
    for extra in ([], ["-j", "2", "--junit-xml", str(junit), "--html", str(page)]):
        code, out, err = cli("run", "mod:step", "--example", "mod:make", "--dim", "B=2,4",
                             "--format", "json", *extra, cwd=tmp_path)
        assert code == 0, err
        (ep,) = json.loads(out)["entrypoints"]
        reports.append(sorted((v["axis"], v["path"], v["result"]) for v in ep["variations"]))
    assert reports[0] == reports[1]
    assert "step" in junit.read_text() and "scalar_type" in page.read_text()
    # a misspelt --expect path is one line and exit 2 from the workers' parent as well
    code, out, err = cli("run", "mod:step", "--example", "mod:make", "-j", "2",
                         "--expect", "value:lrr=any", cwd=tmp_path)
    assert code == 2 and "did you mean 'lr'?" in err and "Traceback" not in err, err
    assert ("scalar_type", "lr", "recompile") in reports[0]
    assert ("value", "params", "hit") in reports[0]


def test_a_positional_only_parameter_is_not_offered_to_dim(tmp_path):
    # --dim passes a factory's parameters by keyword: a required positional-only one
    # cannot be given that way, and the fix must not say it can
    write_module(tmp_path, "mod.py", MODULE + "\n\ndef make_posonly(B, /):\n"
                 "    return ({'w': jnp.ones((3, 2))}, {'x': jnp.ones((B, 3))}, 1)\n")
    code, out, err = cli("run", "mod:step", "--example", "mod:make_posonly", cwd=tmp_path)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert "make_posonly(B, /) needs B, positional-only" in err, err
    assert "--dim B=N" not in err, err
    code, out, err = cli("run", "mod:step", "--example", "mod:make_posonly", "--dim", "B=2",
                         cwd=tmp_path)
    assert code == 2 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
