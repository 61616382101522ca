"""Trace mode by default for function targets: the same verdicts as execute mode, with
JAX's compile log (the witness, ``tests/witness.py``) checking every execute-mode count;
and the mode each target runs in, from ``--mode``, its entry, ``[tool.jaxcheck]``."""

from __future__ import annotations

import textwrap

import pytest
from helpers import REPO

import jaxcheck
from jaxcheck._src.cli.project import run_project
from jaxcheck._src.config import table as config
from jaxcheck._src.config.options import RunOptions


def _verdicts(report):
    return {ep.target: (ep.status, sorted((v.axis, v.path, v.result, v.expected)
                                          for v in ep.variations),
                        sorted((f.name, len(f.events)) for f in ep.functions))
            for ep in report.entrypoints}


@pytest.fixture(autouse=True)
def _in_root(monkeypatch):
    monkeypatch.chdir(REPO)


def test_a_spec_target_is_traced_by_default_with_execute_modes_verdicts():
    target = "examples/declared.py:predict"
    default = jaxcheck.run(target)
    execute = jaxcheck.run(target, mode="execute")  # witnessed against JAX's compile log
    assert [ep.mode for ep in default.entrypoints] == ["trace"]
    assert default.mode == "trace" and execute.mode == "execute"
    assert _verdicts(default) == _verdicts(execute)
    assert default.exit_code == execute.exit_code


# the bundled models (equinox, flax linen, nnx), traced by default, against execute mode:
# tests/attribution/test_trace_mode.py::test_real_models_give_the_same_matrix_in_trace_mode


def test_a_workload_executes_by_default():
    report = jaxcheck.run("examples/weak_type.py:main")
    assert [ep.mode for ep in report.entrypoints] == ["execute"]


MODEL = textwrap.dedent("""
    import jax
    import jax.numpy as jnp


    @jax.jit
    def step(x):
        return x * 2


    def main():
        step(jnp.ones(3))
""")


def _project(tmp_path, top: str, entry: str):
    (tmp_path / "proj.py").write_text(MODEL)
    (tmp_path / "pyproject.toml").write_text(
        f"[tool.jaxcheck]\n{top}\n"
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "proj:step"\nargs = "f32[3]"\n{entry}\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "proj:main"\n')
    return config.load(tmp_path / "pyproject.toml")


@pytest.mark.parametrize(("top", "entry", "given", "modes"), [
    ("", "", None, ["trace", "execute"]),                       # by kind
    ('mode = "trace"', "", None, ["trace", "trace"]),           # the project's, for all
    ('mode = "trace"', 'mode = "execute"', None, ["execute", "trace"]),  # the entry's wins
    ('mode = "trace"', 'mode = "trace"', "execute", ["execute", "execute"]),  # --mode wins
])
def test_each_target_runs_in_the_mode_that_says_first(tmp_path, top, entry, given, modes):
    project = _project(tmp_path, top, entry)
    report = run_project(project, RunOptions(mode=given, variations=False))
    assert [ep.mode for ep in report.entrypoints] == modes
    assert all(ep.error is None for ep in report.entrypoints)


def test_a_shape_that_must_agree_with_another_argument_is_withheld_when_traced(tmp_path):
    # traced to the end, as executed: `a + b` refuses the grown shape, so it cannot run
    (tmp_path / "adder.py").write_text("import jax\n\n\n@jax.jit\ndef add(a, b):\n"
                                       "    return a + b\n")
    target = f"{tmp_path / 'adder.py'}:add"
    kwargs = dict(args="f32[2,3], f32[2,3]", expect={"shape": "hit"})
    default = jaxcheck.run(target, **kwargs)
    execute = jaxcheck.run(target, mode="execute", **kwargs)
    assert default.entrypoints[0].mode == "trace"
    assert _verdicts(default) == _verdicts(execute)
    shapes = [v for v in default.entrypoints[0].variations if v.axis == "shape"]
    assert shapes and all(v.withheld for v in shapes), shapes
    assert default.exit_code == 0
