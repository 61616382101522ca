"""`jaxcheck run --probe -- COMMAND`, `check --probe`, `baseline --probe`: real programs.

Each process of the program varies its own functions at exit; the program's own
compiles are JAX's (``JAX_LOG_COMPILES=1``: its "Finished XLA compilation" lines, which
the probe, a trace, never adds to), with and without ``--probe``.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from builders import line_of, module_text, write_module
from helpers import cli, subprocess_env

import jaxcheck
from jaxcheck._src.report.jsonreport import report_from
from jaxcheck._src.report.terminal import to_text

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "models"

PROGRAM = """
    import subprocess
    import sys

    import jax
    import jax.numpy as jnp


    @jax.jit
    def train_step(w, x, lr):
        return w - lr * jnp.mean(x @ w) * w


    if __name__ == "__main__":
        w, data = jnp.ones((8, 1)), jnp.ones((100, 8))
        for start in range(0, 100, 32):  # 32, 32, 32, then 4: a recompile of its own
            w = train_step(w, data[start:start + 32], 0.1)
        subprocess.run([sys.executable, "child.py"], check=True)
"""

CHILD = """
    import jax
    import jax.numpy as jnp


    @jax.jit
    def evaluate(params, batch):
        return (batch @ params).sum()


    evaluate(jnp.ones((4, 2)), jnp.ones((3, 4)))
"""


def compiles_logged(stderr: str, name: str) -> int:
    """JAX's own count: its "Finished XLA compilation of jit(NAME)" lines."""
    return len(re.findall(rf"Finished XLA compilation of jit\({re.escape(name)}\) ", stderr))


def run_json(*args: str, cwd: Path) -> tuple[int, dict, str]:
    code, out, err = cli(*args, cwd=cwd, env=subprocess_env(JAX_LOG_COMPILES="1"))
    assert code != 2, err
    return code, json.loads(out), err


def own(doc: dict) -> list[dict]:
    return [ep for ep in doc["entrypoints"] if ep["kind"] != "probe"]


def cells(ep: dict) -> dict:
    """Each variation by what it changed: (axis, path, detail) -> (result, expected)."""
    return {(v["axis"], v["path"], v["detail"]): (v["result"], v["expected"])
            for v in ep["variations"]}


def results(ep: dict) -> dict:
    """(axis, path) -> the results of its variations."""
    out: dict = {}
    for v in ep["variations"]:
        out.setdefault((v["axis"], v["path"]), set()).add((v["result"], v["expected"]))
    return out


@pytest.mark.slow  # three probed processes; the probed matrix against the lock stays fast
def test_each_process_probes_its_own_functions_and_the_program_is_judged_as_without(tmp_path):
    write_module(tmp_path, "train.py", PROGRAM)
    write_module(tmp_path, "child.py", CHILD)
    code, bare, bare_err = run_json("run", "--format", "json", "--", sys.executable,
                                    "train.py", cwd=tmp_path)
    probed_code, probed, err = run_json("run", "--probe", "--format", "json", "--",
                                        sys.executable, "train.py", cwd=tmp_path)
    # the program's own: JAX compiled train_step twice and evaluate once, either way
    for stderr in (bare_err, err):
        assert (compiles_logged(stderr, "train_step"), compiles_logged(stderr, "evaluate")) \
            == (2, 1)
    assert code == probed_code == 1  # the short last batch: unexpected, either way

    def program_view(doc):
        return [(ep["kind"], ep["status"], [(f["name"], f["compiles"],
                                             [(e["recompile"], e["expected"])
                                              for e in f["events"]])
                                            for f in ep["functions"]])
                for ep in own(doc)]

    assert program_view(probed) == program_view(bare)
    assert probed["summary"]["compiles"] == bare["summary"]["compiles"] == 3
    assert probed["summary"]["recompiles"] == bare["summary"]["recompiles"] == 1
    # one probe entry per function, after its own process's entry, with that pid
    kinds = [(ep["kind"], ep["target"].rsplit(":", 1)[-1] if ep["kind"] == "probe" else "")
             for ep in probed["entrypoints"]]
    assert kinds == [("process", ""), ("probe", "train_step"),
                     ("process", ""), ("probe", "evaluate")]
    parent, step, child, evaluate = probed["entrypoints"]
    assert step["pid"] == parent["pid"] and evaluate["pid"] == child["pid"]
    assert step["target"] == "train.py:train_step" and step["mode"] == "trace"
    at = line_of(module_text(PROGRAM), "w = train_step(")
    assert step["args"] == f"its first call at train.py:{at}"
    got = results(step)
    assert ("recompile", True) in got[("shape", "x")]
    assert got[("value", "lr")] == {("hit", True)}
    assert got[("weak_type", "lr")] == {("recompile", True)}
    assert step["status"] == evaluate["status"] == "pass"
    assert ('target = "train.py:train_step", args = "f32[8,1], f32[32,8], float"'
            in " ".join(step["notes"]))
    # on the terminal: a passing probe is one line, the program's counts its own
    text = to_text(report_from(probed), width=200)
    line = next(x for x in text.splitlines() if "train.py:train_step" in x)
    assert line.startswith("PASS") and "[probe]" in line
    assert "recompiles: w (dtype, shape), x (dtype, shape)" in line
    assert "2 processes: 1 passed, 1 failed · 3 compiles · 2 functions probed" in text
    verbose = to_text(report_from(probed), width=200, verbose=True)
    assert "2 processes · 2 functions · 3 compiles · 1 recompile" in verbose
    assert "2 functions probed" in verbose


def test_check_gates_a_probed_matrix_against_the_lock(tmp_path):
    write_module(tmp_path, "steps.py", """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def step(x, lr):
            return x * lr

        def main():
            step(jnp.ones(3), 0.5)
    """)
    (tmp_path / "pyproject.toml").write_text(
        '[tool.jaxcheck]\n[[tool.jaxcheck.entrypoints]]\ntarget = "steps.py:main"\n')
    code, _, err = cli("baseline", "--probe", cwd=tmp_path, env=subprocess_env())
    assert code == 0, err
    lock = json.loads((tmp_path / "jaxcheck.lock").read_text())
    assert lock["entrypoints"]["steps.py:step [probe]"]["variations"]["lr"]["value"] == "hit"
    code, _, err = cli("check", "--probe", cwd=tmp_path, env=subprocess_env())
    assert code == 0, err
    # the learning rate made static: a new value now recompiles, worse than the lock
    text = (tmp_path / "steps.py").read_text().replace(
        "@jax.jit", "@partial(jax.jit, static_argnums=1)").replace(
        "import jax\n", "from functools import partial\n\nimport jax\n", 1)
    (tmp_path / "steps.py").write_text(text)
    code, out, err = cli("check", "--probe", "--format", "json", cwd=tmp_path,
                         env=subprocess_env())
    assert code == 1, err
    [probed] = [ep for ep in json.loads(out)["entrypoints"] if ep["kind"] == "probe"]
    assert probed["status"] == "fail" and probed["regressions"]


@pytest.mark.slow  # three real models: `make test-slow`
def test_the_bundled_examples_probed_from_a_program_match_their_declared_targets(tmp_path):
    """A program that builds each bundled example's arguments as its factory does and calls
    its step once: each probed matrix is the declared example target's, run in execute
    mode in this process (every variation witnessed by JAX's compile log)."""
    bundled = [("equinox_train", "train_step"), ("flax_train_state", "train_step"),
               ("nnx_model", "loss_step")]
    write_module(tmp_path, "program.py", f"""
        import sys

        sys.path.insert(0, {str(EXAMPLES)!r})
        import equinox_train, flax_train_state, nnx_model

        for module, step in {bundled!r}:
            module = sys.modules[module]
            try:
                getattr(module, step)(*module.make_example())
            except TypeError as e:  # flax before 0.11: an nnx module is no pytree
                print("cannot call", step, e, file=sys.stderr)
    """)
    code, doc, err = run_json("run", "--probe", "--format", "json", "--", sys.executable,
                              "program.py", cwd=tmp_path)
    [process] = own(doc)
    assert process["status"] == "pass", err  # each step compiled once
    refused = "cannot call loss_step" in err  # said by the program itself
    ran = [module for module, _ in bundled if not (refused and module == "nnx_model")]
    assert [f["compiles"] for f in process["functions"]] == [1] * len(ran)
    found = [ep for ep in doc["entrypoints"] if ep["kind"] == "probe"]
    assert len(found) == len(ran)
    for module, step in bundled:
        [declared] = jaxcheck.run(f"{EXAMPLES / module}.py:{step}").entrypoints
        if module not in ran:  # the same refusal from the declared target
            assert declared.error is not None and declared.error.type == "TypeError"
            continue
        probed = next(ep for ep in found if ep["target"].endswith(f"{module}.py:{step}"))
        assert cells(probed) == {(v.axis, v.path, v.detail): (v.result, v.expected)
                                 for v in declared.variations}, module
        assert probed["status"] == declared.status
    # the equinox step keeps its Python learning rate static: unexpected, exit 1
    assert code == 1
