"""Quiet when passing, on real runs: a passing target is one line and the run one summary
line; a failing target still shows every unexpected recompile; ``-v`` shows the matrix.

The compile counts in the one-line results are JAX's own: each is checked against JAX's
compile log in the processes that ran the target (``tests/witness.py``; blind on 0.4.38,
where JAX does not name its compiles). The layout on hand-built reports is in
``tests/unit/report/test_quiet.py``.
"""

from __future__ import annotations

import re
import shutil

from builders import write_module
from helpers import REPO, cli


def jax_compiles(result, name: str) -> int | None:
    """What JAX compiled of ``name`` while jaxcheck captured, in every process of the
    command; None where JAX does not name its compiles (0.4.38: the witness is blind)."""
    rows = [row for rows in result.compiles.values() for row in rows]
    if any(fn == "" for fn, _ in rows):
        return None
    return sum(1 for fn, captured in rows if captured and fn == name)


def compiles_in(line: str) -> int:
    return int(re.search(r" · (\d+) compiles? · ", line).group(1))


def assert_witnessed(line: str, result, name: str) -> None:
    counted = jax_compiles(result, name)
    assert counted is None or compiles_in(line) == counted, (line, result.compiles)


def bundled_example() -> tuple[str, str, tuple[str, ...]]:
    """A bundled example-factory target this flax runs, and the options that make it
    pass (its unexpected recompiles declared expected): the nnx model where an nnx module
    is a pytree (flax 0.11 on), else the linen ``TrainState`` step."""
    import flax

    if tuple(int(p) for p in flax.__version__.split(".")[:2]) >= (0, 11):
        return "nnx_model.py", "loss_step", ("--expect", "scalar_type=recompile")
    return "flax_train_state.py", "train_step", ("--expect", "scalar_type=recompile",
                                                 "--expect", "weak_type=recompile")


def test_a_passing_example_run_is_one_line_and_a_summary(tmp_path):
    file, name, passing = bundled_example()
    shutil.copy(REPO / "examples" / "models" / file, tmp_path)
    target = f"{file}:{name}"
    # executed: the line's compile count is witnessed by JAX's log
    result = cli("run", target, *passing, "--mode", "execute", cwd=tmp_path, columns=120)
    code, out, err = result
    assert code == 0, out + err
    assert len((out + err).splitlines()) <= 25  # the bound, stdout and stderr
    line, summary = out.splitlines()  # on stdout: exactly these two
    assert "jaxcheck: [" not in err, err  # and no second line for it on stderr
    assert line.startswith(f"PASS  {target} · "), line
    assert_witnessed(line, result, name)
    ran, recompiled = map(int, re.search(r" · (\d+) variations, (\d+) recompiled · [\d.]+ m?s$",
                                         line).groups())
    assert ran > recompiled > 0
    assert re.fullmatch(rf"1 target passed · {compiles_in(line)} compiles · [\d.]+ m?s "
                        "compiling · exit 0", summary), summary

    # -v: the matrix, every expected recompile, the full summary
    code, out, err = cli("run", target, *passing, "-v", "--mode", "execute", cwd=tmp_path,
                         columns=120)
    assert code == 0, out + err
    assert out.startswith(f"╭─ PASS  {target}") and "argument" in out
    assert out.count("expected (variation policy)") >= recompiled
    assert re.search(r"\d+ recompiles: 0 unexpected, \d+ expected", out)

    # failing (the example as it is declared): every unexpected recompile in full, the
    # expected ones counted, the matrix's rows that went against expectations only
    code, out, err = cli("run", target, "--mode", "execute", cwd=tmp_path, columns=120)
    assert code == 1, out + err
    assert out.startswith(f"╭─ FAIL  {target}")
    unexpected = re.findall(r"#\d+ variation \S+ \S+ · [\d.]+s · unexpected", out)
    assert unexpected and out.count("fix: ") >= 1
    assert "expected (variation policy)" not in out
    assert re.search(r"\d+ expected recompiles \(--verbose lists them\)", out)
    assert re.search(r"\d+ other argument paths? as expected", out)
    assert [ln for ln in out.splitlines() if ln.startswith("1 target failed · ")]


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

[tool.jaxcheck]
mode = "execute"  # compiles, each line's count witnessed by JAX's log

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
    # in the command's own process (--no-isolate): the lines are laid out the same either
    # way, and a worker per command would import JAX once more
    code, out, err = cli("baseline", "--no-isolate", cwd=tmp_path, columns=120)
    assert code == 0, out + err
    assert len(out.splitlines()) == 3 and len((out + err).splitlines()) <= 30
    result = cli("check", "--no-isolate", cwd=tmp_path, columns=120)
    code, out, err = result
    assert code == 0, out + err
    assert len((out + err).splitlines()) <= 30  # the bound, stdout and stderr
    assert "jaxcheck: [" not in err, err  # a passing target is its line, once
    *lines, summary = out.splitlines()
    assert [line.split(" · ")[0] for line in lines] == [
        "PASS  steps:main", "PASS  steps:update", "PASS  steps:loss"]
    # each count is JAX's: `main` compiles `predict` once, the others themselves
    for line, name in zip(lines, ("predict", "update", "loss"), strict=True):
        assert_witnessed(line, result, name)
    assert " · 4 variations, 2 recompiled · " in lines[1]
    assert summary.startswith("3 targets passed · 8 compiles · ") and summary.endswith(
        " · exit 0")
