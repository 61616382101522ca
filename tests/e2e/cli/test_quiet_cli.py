"""Quiet when passing, on real runs: a passing target is one line and the run one summary
line; a failing target still shows every unexpected recompile; ``-v`` shows the matrix.

The compile counts in the one-line results are JAX's own: each is checked against JAX's
compile log in the processes that ran the target (``tests/witness.py``). The layout on
hand-built reports is in ``tests/unit/report/test_quiet.py``.
"""

from __future__ import annotations

import re
import shutil

from builders import write_module
from helpers import REPO, cli

#: what JAX compiled, per function name, while jaxcheck captured, in every process


def jax_compiles(result, name: str) -> int:
    return sum(1 for rows in result.compiles.values() for fn, captured in rows
               if captured and fn == name)


def compiles_in(line: str) -> int:
    return int(re.search(r" · (\d+) compiles? · ", line).group(1))


def test_a_passing_example_run_is_one_line_and_a_summary(tmp_path):
    # the bundled nnx example, with its scalar_type recompile declared expected: it passes
    shutil.copy(REPO / "examples" / "models" / "nnx_model.py", tmp_path)
    args = ("run", "nnx_model.py:loss_step", "--expect", "scalar_type=recompile")
    result = cli(*args, cwd=tmp_path, columns=120)
    code, out, err = result
    assert code == 0, out + err
    assert len((out + err).splitlines()) <= 25  # the bound, stdout and stderr
    line, summary = out.splitlines()  # on stdout: exactly these two
    assert line.startswith("PASS  nnx_model.py:loss_step · ")
    assert compiles_in(line) == jax_compiles(result, "loss_step") == 9
    assert re.search(r" · 12 variations, 8 recompiled · [\d.]+ m?s$", line), line
    assert re.fullmatch(r"1 target passed · 9 compiles · [\d.]+ m?s compiling · exit 0",
                        summary), summary

    # -v: the matrix, every expected recompile, the full summary
    code, out, err = cli(*args, "-v", cwd=tmp_path, columns=120)
    assert code == 0, out + err
    assert "argument" in out and "model.hidden.in_features" in out
    assert out.count("expected (variation policy)") == 8
    assert "8 recompiles: 0 unexpected, 8 expected" in out

    # failing (the example as it is declared): every unexpected recompile, in full, and
    # only the matrix's row that went against expectations
    code, out, err = cli("run", "nnx_model.py:loss_step", cwd=tmp_path, columns=120)
    assert code == 1, out + err
    assert out.startswith("╭─ FAIL  nnx_model.py:loss_step")
    assert "#8 variation scalar_type temperature" in out and " · unexpected" in out
    assert "dtype at temperature: i32[] (weak) → f32[] (weak)" in out
    assert "fix: cast `temperature` to one dtype" in out
    assert "7 expected recompiles (--verbose lists them)" in out
    assert "expected (variation policy)" not in out and "model.hidden.in_features" not in out
    assert "6 other argument paths as expected" in out
    assert out.splitlines()[-1].startswith("1 target failed · 9 compiles · ")


STEPS = """
import jax
import jax.numpy as jnp

import jaxcheck


@jax.jit
def predict(w, x):
    return jnp.tanh(x @ w)


def main():
    w = jnp.ones((4, 2))
    for _ in range(3):
        predict(w, jnp.ones((8, 4)))


@jax.jit
def update(w, g):
    return w - 0.1 * g


def make_example(B=4):
    return ({"w": jnp.ones((4, 2)), "b": jnp.zeros(2)}, jnp.ones((B, 4)))


@jaxcheck.entrypoint(example=make_example)
@jax.jit
def loss(params, x):
    return jnp.mean((x @ params["w"] + params["b"]) ** 2)
"""

PYPROJECT = """
[project]
name = "quiet"
version = "0"

[[tool.jaxcheck.entrypoints]]
target = "steps:main"

[[tool.jaxcheck.entrypoints]]
target = "steps:update"
args = "f32[4,2], f32[4,2]"

[[tool.jaxcheck.entrypoints]]
target = "steps:loss"
"""


def test_a_passing_check_of_three_targets_is_a_line_each(tmp_path):
    write_module(tmp_path, "steps.py", STEPS)
    (tmp_path / "pyproject.toml").write_text(PYPROJECT, encoding="utf-8")
    code, out, err = cli("baseline", cwd=tmp_path, columns=120)
    assert code == 0, out + err
    assert len(out.splitlines()) == 3 and len((out + err).splitlines()) <= 30
    result = cli("check", cwd=tmp_path, columns=120)
    code, out, err = result
    assert code == 0, out + err
    assert len((out + err).splitlines()) <= 30  # the bound, stdout and stderr
    *lines, summary = out.splitlines()
    assert [line.split(" · ")[0] for line in lines] == [
        "PASS  steps:main", "PASS  steps:update", "PASS  steps:loss"]
    # each count is JAX's: `main` compiles `predict` once, the others themselves
    for line, name in zip(lines, ("predict", "update", "loss"), strict=True):
        assert compiles_in(line) == jax_compiles(result, name), (line, result.compiles)
    assert " · 4 variations, 2 recompiled · " in lines[1]
    assert summary.startswith("3 targets passed · 8 compiles · ") and summary.endswith(
        " · exit 0")
