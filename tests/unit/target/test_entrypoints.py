"""Declared entrypoints: the decorator, module targets, pyproject entries, overrides, errors.

Every test runs in process through ``jaxcheck.run``; the command line's side (exit codes,
the pyproject.toml search, the one-line errors, the rich matrix) is
``tests/e2e/cli/test_entrypoints_cli.py``. Modules get unique file names: importing a
file target registers it in ``sys.modules``.
"""

from __future__ import annotations

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import inspect  # noqa: E402
import re  # noqa: E402
import textwrap  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from builders import write_module  # noqa: E402

import jaxcheck  # noqa: E402
from jaxcheck._src.config.declaration import DeclarationError  # noqa: E402
from jaxcheck._src.target.locate import UsageError  # noqa: E402

# --- helpers ---------------------------------------------------------------------------


def one(ep, axis: str, path: str):
    found = [v for v in ep.variations if v.axis == axis and v.path == path]
    assert len(found) == 1, (axis, path, found)
    return found[0]


# --- the decorator itself ------------------------------------------------------------


def test_decorator_returns_the_same_function_unchanged():
    calls = []

    def plain(x, y=1.0):
        calls.append(1)
        return x * 2 + y

    signature = inspect.signature(plain)
    decorated = jaxcheck.entrypoint(args="f32[3], float", dims={"B": [1, 8]},
                                    expect={"weak_type": "hit"}, max_compiles=3)(plain)
    assert decorated is plain
    assert calls == []  # declaring does not call it
    assert inspect.signature(decorated) == signature
    x = np.arange(3.0)
    np.testing.assert_array_equal(decorated(x, 0.5), x * 2 + 0.5)
    np.testing.assert_array_equal(decorated(x), x * 2 + 1.0)
    assert len(calls) == 2


def test_decorator_on_jitted_function_keeps_it_jitted():
    @jax.jit
    def twice(x):
        return x * 2

    decorated = jaxcheck.entrypoint(args="f32[3]")(twice)
    assert decorated is twice
    x = jnp.arange(3.0)
    np.testing.assert_array_equal(decorated(x), np.arange(3.0) * 2)
    # still a jitted function: it can be lowered
    assert "mul" in decorated.lower(x).as_text()


@pytest.mark.parametrize("kwargs, fragment", [
    ({"expect": {"speed": "hit"}}, "speed"),
    ({"expect": {"value": "maybe"}}, "maybe"),
    ({"expect": {"value": {"n": "sometimes"}}}, "sometimes"),
    ({"dims": {"B": [1, "8"]}}, "dims"),
    ({"dims": {"B": []}}, "dims"),
    ({"dims": {"B": [-1]}}, "dims"),
    ({"dims": {"B": [True]}}, "dims"),
    ({"dims": {"B": "8"}}, "dims"),
    ({"max_compiles": 0}, "max_compiles"),
    ({"max_compiles": -2}, "max_compiles"),
    ({"max_compiles": True}, "max_compiles"),
    ({"max_compiles": 1.5}, "max_compiles"),
    ({"args": 123}, "args"),
])
def test_bad_declaration_raises_at_decoration_time(kwargs, fragment):
    with pytest.raises(DeclarationError) as raised:
        @jaxcheck.entrypoint(**kwargs)
        def f(x):
            return x

    assert fragment in str(raised.value)
    assert isinstance(raised.value, ValueError)


def test_bad_declaration_in_module_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[3]", expect={"speed": "hit"})
        def f(x):
            return x
    """)
    with pytest.raises(UsageError, match="speed"):
        jaxcheck.run([f"{path}:f"])


# --- declared entrypoints used by targets --------------------------------------------

DECLARED = """
    from functools import partial

    import jax
    import jax.numpy as jnp

    import jaxcheck


    @jaxcheck.entrypoint(args="f32[3], float", expect={"weak_type": "hit"})
    @jax.jit
    def zeta(x, lr):
        return x * lr


    def helper(x):
        return x


    @jaxcheck.entrypoint(args="f32[B,2]", dims={"B": [1, 8]}, max_compiles=1)
    @jax.jit
    def alpha(x):
        return x.sum(axis=0)


    @jaxcheck.entrypoint(args="f32[4], 3")
    @partial(jax.jit, static_argnums=1)
    def mid(state, horizon):
        for _ in range(horizon):
            state = jnp.tanh(state)
        return state
"""


def test_module_target_runs_declared_entrypoints_in_order(tmp_path):
    path = write_module(tmp_path, None, DECLARED)
    report = jaxcheck.run([str(path)])
    # declaration order (source order), not alphabetical; undecorated functions are not run
    assert [ep.target for ep in report.entrypoints] == [
        f"{path}:zeta", f"{path}:alpha", f"{path}:mid"]
    assert all(ep.kind == "function" for ep in report.entrypoints)
    zeta, alpha, mid = report.entrypoints

    # each with its own declaration
    assert zeta.args == "f32[3], float"
    assert one(zeta, "weak_type", "lr").policy == "hit"
    assert one(zeta, "weak_type", "lr").expected is False  # a plain jit recompiles

    assert alpha.dims == {"B": [1, 8]}
    assert alpha.max_compiles == 1
    assert alpha.base_compiles == 2 and alpha.over_budget

    v = one(mid, "value", "horizon")
    assert (v.result, v.expected) == ("recompile", False)
    assert [c.kind for c in v.causes] == ["static_value"]

    assert [ep.status for ep in report.entrypoints] == ["fail", "fail", "fail"]
    assert report.exit_code == 1


def test_module_target_without_declarations_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def f(x):
            return x
    """)
    with pytest.raises(UsageError, match="declares no entrypoint"):
        jaxcheck.run([str(path)])


def test_module_target_runs_the_module_attribute_when_jit_wraps_the_declaration(tmp_path):
    # The declaration sits below @jax.jit: the module's `below` is the jitted function.
    # `jaxcheck run mod.py` must check the same object as `jaxcheck run mod.py:below`.
    path = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jax.jit
        @jaxcheck.entrypoint(args="f32[3], float")
        def below(x, lr):
            return x * lr
    """)
    by_attr = jaxcheck.run([f"{path}:below"]).entrypoints[0]
    assert one(by_attr, "dtype", "x").result == "recompile"

    (by_module,) = jaxcheck.run([str(path)]).entrypoints
    assert by_module.target == f"{path}:below"
    assert [f.name for f in by_module.functions] == ["below"]
    assert by_module.base_compiles == 1
    assert [(v.axis, v.path, v.result) for v in by_module.variations] == [
        (v.axis, v.path, v.result) for v in by_attr.variations]


def test_declared_args_used_when_no_args_given(tmp_path):
    path = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[B,3], float", dims={"B": 4})
        @jax.jit
        def step(x, lr):
            return x * lr
    """)
    report = jaxcheck.run([f"{path}:step"])
    (ep,) = report.entrypoints
    assert ep.kind == "function"
    assert ep.args == "f32[B,3], float"
    assert ep.dims == {"B": [4]}  # a single size is a list of one
    assert ep.base_compiles == 1
    # one shape variation per dimension, from the declared size of B
    shape_afters = sorted(c.after for v in ep.variations if v.axis == "shape"
                          for c in v.causes)
    assert shape_afters == sorted(["f32[5,3]", "f32[4,4]"])
    assert report.exit_code == 0


def test_undeclared_function_without_args_is_a_usage_error(tmp_path):
    path = write_module(tmp_path, None, """
        def needs(x, lr):
            return x
    """)
    with pytest.raises(UsageError, match="x, lr"):
        jaxcheck.run([f"{path}:needs"])


DECLARED_STEP = """
    import jax
    import jaxcheck

    @jaxcheck.entrypoint(args="f32[B,3], float", dims={"B": [1, 8]},
                         expect={"weak_type": "hit"}, max_compiles=1)
    @jax.jit
    def step(x, lr):
        return x * lr
"""


def test_declared_step_fails_as_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"])
    (ep,) = report.entrypoints
    assert ep.over_budget  # two sizes of B, max_compiles 1
    assert one(ep, "weak_type", "lr").expected is False
    assert report.exit_code == 1


def test_args_override_declared_args_field_by_field(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], args="f32[5], float")
    (ep,) = report.entrypoints
    assert ep.args == "f32[5], float"
    assert ep.base_compiles == 1  # no named dimension left
    v = one(ep, "shape", "x")
    assert [(c.kind, c.before, c.after) for c in v.causes] == [("shape", "f32[5]", "f32[6]")]
    # the declared expectation is kept
    v = one(ep, "weak_type", "lr")
    assert (v.policy, v.result, v.expected) == ("hit", "recompile", False)
    assert report.exit_code == 1


def test_expect_and_max_compiles_override_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], expect={"weak_type": "any"}, max_compiles=2)
    (ep,) = report.entrypoints
    assert ep.args == "f32[B,3], float"
    assert ep.dims == {"B": [1, 8]}
    assert ep.max_compiles == 2
    assert one(ep, "weak_type", "lr").policy == "any"
    assert report.exit_code == 0


def test_args_and_dims_override_declared(tmp_path):
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], args="f32[B,3], float", dims={"B": [2]},
                          expect={"weak_type": "any"})
    (ep,) = report.entrypoints
    assert ep.dims == {"B": [2]}
    assert ep.base_compiles == 1
    assert report.exit_code == 0


def test_dims_alone_override_declared_dims(tmp_path):
    # `jaxcheck.run(..., dims=...)` / `--dim B=2`: "they override a declaration's fields".
    path = write_module(tmp_path, None, DECLARED_STEP)
    report = jaxcheck.run([f"{path}:step"], dims={"B": [2]}, mode="execute")
    (ep,) = report.entrypoints
    assert ep.dims == {"B": [2]}
    assert ep.base_compiles == 1
    assert not ep.over_budget
    assert not ep.notes


# --- names that match nothing: typos are usage errors ----------------------------------

SCALED = """
    import jax

    @jax.jit
    def scaled(x, scale, temperature=1.0):
        return x * scale / temperature

    @jax.jit
    def workload():
        return None
"""


def test_expect_path_typo_on_the_command_line(tmp_path):
    path = write_module(tmp_path, None, SCALED)
    with pytest.raises(UsageError) as e:
        jaxcheck.run([f"{path}:scaled"], args="f32[3], float",
                     expect={"value": {"scael": "any"}})
    assert str(e.value) == ("--expect value:scael: no argument path 'scael' (did you mean "
                            "'scale'?); the paths: scale, x")
    # a real path of one of the targets is fine
    jaxcheck.run([f"{path}:scaled"], args="f32[3], float", expect={"value": {"scale": "any"}},
                 variations=False)


def test_expect_path_typo_in_pyproject(tmp_path):
    from jaxcheck._src.config import table as _config
    from jaxcheck._src.run import resolve, runner

    path = write_module(tmp_path, None, SCALED)
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(f"""
        [[tool.jaxcheck.entrypoints]]
        target = "{path}:scaled"
        args = "f32[3], float, temperature=0.5"
        expect = {{ value = {{ temprature = "any" }} }}
    """), encoding="utf-8")
    config = _config.load(tmp_path / "pyproject.toml")
    with pytest.raises(UsageError) as e:
        resolve.resolve([f"{path}:scaled"], runner.RunOptions(), config)
    message = str(e.value)
    assert message.startswith("expect { value = { temprature = … } } in pyproject.toml: ")
    assert "no argument path 'temprature' (did you mean 'temperature'?)" in message


def test_dims_typos(tmp_path):
    path = write_module(tmp_path, None, SCALED)
    with pytest.raises(UsageError, match=r"^--dim B=… applies to function targets with args; "
                                         r"'.*:workload' is a workload"):
        jaxcheck.run([f"{path}:workload"], dims={"B": [1, 8]})
    with pytest.raises(UsageError, match=r"^--dim Bt: no target's args have a dimension 'Bt' "
                                         r"\(did you mean 'B'\?\)"):
        jaxcheck.run([f"{path}:scaled"], args="f32[B,3], float", dims={"B": [1], "Bt": [2]})
    declared = write_module(tmp_path, None, """
        import jax
        import jaxcheck

        @jaxcheck.entrypoint(args="f32[B,3], float", dims={"Bt": [1, 8]})
        @jax.jit
        def step(x, lr):
            return x * lr
    """)
    with pytest.raises(UsageError, match=r"^dims Bt in @jaxcheck.entrypoint: the args of "
                                         r"'.*:step' \(f32\[B,3\], float\) have no dimension "
                                         r"'Bt' \(did you mean 'B'\?\)"):
        jaxcheck.run([f"{declared}:step"])


@pytest.mark.parametrize("bad", [0, -1, 1.5, True, "2"])
def test_a_bad_max_compiles_names_the_value_given(bad):
    from jaxcheck._src.config.declaration import declaration

    expected = f"max_compiles must be a positive integer.*got {re.escape(repr(bad))}"
    with pytest.raises(DeclarationError, match=expected):
        declaration(None, {}, {}, bad, where="command line")


# --- a function target that compiles nothing ----------------------------------------


def test_a_function_that_compiles_nothing_fails_unless_allowed(tmp_path):
    """JAX's log shows no compile of the target's own: the check proved nothing, and the
    report says so at the top (exit 1), unless the declaration or the caller allows it."""
    from helpers import jax_compile_log

    path = write_module(tmp_path, None, """
        import jax.numpy as jnp
        import jaxcheck

        def loss_fn(w, x):
            return jnp.sum((x @ w) ** 2)

        @jaxcheck.entrypoint(args="f32[4,2], f32[B,4]", dims={"B": [8, 5]},
                             allow_no_compile=True)
        def allowed(w, x):
            return jnp.sum(x @ w)
    """)
    with jax_compile_log() as log:
        report = jaxcheck.run(f"{path}:loss_fn", args="f32[4,2], f32[B,4]",
                              dims={"B": [8, 5]}, variations=False, mode="execute")
    assert not any("loss_fn" in line for line in log if line.startswith("Compiling"))
    [ep] = report.entrypoints
    assert ep.functions == [] and ep.status == "fail" and report.exit_code == 1
    assert ep.finding.startswith("`loss_fn` is not jitted and compiled nothing")
    assert "--allow-no-compile" in ep.finding
    assert ep.internal_compiles > 0  # JAX's own eager ops did compile

    allowed = jaxcheck.run(f"{path}:loss_fn", args="f32[4,2], f32[B,4]", dims={"B": [8, 5]},
                           variations=False, allow_no_compile=True)
    assert allowed.exit_code == 0 and allowed.entrypoints[0].finding is None
    declared = jaxcheck.run(f"{path}:allowed", variations=False)
    assert declared.exit_code == 0 and declared.entrypoints[0].status == "pass"


def test_allow_no_compile_must_be_a_boolean():
    with pytest.raises(DeclarationError, match="allow_no_compile must be true or false"):
        jaxcheck.entrypoint(args="f32[3]", allow_no_compile="yes")


@pytest.mark.parametrize("value, ok", [("true", True), ('"yes"', False)])
def test_allow_no_compile_in_pyproject(tmp_path, value, ok):
    from jaxcheck._src.config import table as _config

    (tmp_path / "pyproject.toml").write_text(textwrap.dedent(f"""
        [[tool.jaxcheck.entrypoints]]
        target = "train:loss_fn"
        args = "f32[3]"
        allow_no_compile = {value}
    """), encoding="utf-8")
    if not ok:
        with pytest.raises(UsageError, match="allow_no_compile must be true or false"):
            _config.load(tmp_path / "pyproject.toml")
        return
    [entry] = _config.load(tmp_path / "pyproject.toml").entries
    assert entry.declaration.allow_no_compile is True
