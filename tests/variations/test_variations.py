"""The variation engine: one call per argument path and axis, against real JAX on CPU.

Every test writes a small module into ``tmp_path`` (with a unique file name, since
importing a file target registers it in ``sys.modules``) and runs it in-process
through the public library API, ``jaxcheck.run``.
"""

from __future__ import annotations

import os

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import json  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from builders import TEMPERATURE_SAMPLE, write_module  # noqa: E402
from helpers import compiled, jax_compile_log  # noqa: E402

import jaxcheck  # noqa: E402

LEAF_AXES = {"value", "weak_type", "dtype", "shape"}


# --- helpers ---------------------------------------------------------------------------


def run_one(path: Path, attr: str, **kwargs):
    kwargs.setdefault("mode", "execute")  # verdicts checked against JAX's compile log
    report = jaxcheck.run([f"{path}:{attr}"], **kwargs)
    assert len(report.entrypoints) == 1
    return report, report.entrypoints[0]


def variations(ep, axis: str, path: str):
    return [v for v in ep.variations if v.axis == axis and v.path == path]


def one(ep, axis: str, path: str):
    found = variations(ep, axis, path)
    assert len(found) == 1, (axis, path, found)
    return found[0]


def kinds(v) -> set[str]:
    return {c.kind for c in v.causes}


def user_function(ep, name: str):
    found = [f for f in ep.functions if f.name == name]
    assert len(found) == 1, [f.name for f in ep.functions]
    return found[0]


PLAIN = """
    import jax

    @jax.jit
    def f(x, lr):
        return x * lr
"""

STATIC = """
    from functools import partial

    import jax

    @partial(jax.jit, static_argnums=1)
    def g(x, n):
        return x * n
"""

# A public wrapper that normalises its inputs before the jitted core.
WRAPPED = """
    import jax
    import jax.numpy as jnp

    @jax.jit
    def _core(a, b):
        return a * b

    def wrapper(x, lr):
        return _core(jnp.asarray(x, jnp.float32), jnp.asarray(lr, jnp.float32))
"""


# --- a plain jitted function ---------------------------------------------------------


def test_plain_jit_function_sensitivity(tmp_path):
    path = write_module(tmp_path, None, PLAIN)
    report, ep = run_one(path, "f", args="f32[3], float")

    assert ep.kind == "function"
    assert ep.error is None
    assert ep.base_compiles == 1

    # new data never recompiles a traced argument, and must hit by default
    for arg in ("x", "lr"):
        v = one(ep, "value", arg)
        assert (v.result, v.policy, v.expected) == ("hit", "hit", True)
        assert v.causes == []

    # Python float -> strongly typed 0-d array of the same dtype
    v = one(ep, "weak_type", "lr")
    assert v.result == "recompile"
    assert kinds(v) == {"weak_type"}
    (cause,) = v.causes
    assert cause.path == "lr"
    assert "weak" in cause.before and "weak" not in cause.after
    assert v.expected and v.policy == "any"

    # Python float -> Python int (both weak): another dtype, so JAX compiles again
    v = one(ep, "scalar_type", "lr")
    assert (v.result, v.detail, v.policy) == ("recompile", "float → int", "any")
    (cause,) = v.causes
    assert (cause.kind, cause.path) == ("dtype", "lr"), v.causes
    assert "f32" in cause.before and "i32" in cause.after

    # another float width, same shape
    v = one(ep, "dtype", "x")
    assert v.result == "recompile"
    (cause,) = v.causes
    assert (cause.kind, cause.path) == ("dtype", "x")
    assert cause.before == "f32[3]"
    assert cause.after.endswith("[3]") and not cause.after.startswith("f32")
    assert cause.after[0] in "fb"  # still a float kind (f16, bf16, f64)

    # each dimension grown by one; the diff is against the base call only
    v = one(ep, "shape", "x")
    assert v.result == "recompile"
    (cause,) = v.causes
    assert (cause.kind, cause.path, cause.before, cause.after) == ("shape", "x", "f32[3]",
                                                                   "f32[4]")

    # what does not apply is listed as skipped, never run
    assert one(ep, "weak_type", "x").result == "skipped"  # not 0-d
    assert one(ep, "dtype", "lr").result == "skipped"  # a Python scalar keeps its type
    assert one(ep, "shape", "lr").result == "skipped"  # not an array

    # one compile for the base call plus one for each variation that recompiled
    recompiled = sum(1 for v in ep.variations if v.result == "recompile")
    assert recompiled == 4
    assert user_function(ep, "f").compiles == 1 + recompiled
    assert ep.status == "pass"
    assert report.exit_code == 0


def test_every_leaf_gets_every_axis_and_containers_get_container(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def f(xs, params, s):
            return xs[0].sum() + xs[1].sum() + params["w"].sum() * s
    """)
    _, ep = run_one(path, "f", args="(f32[2], f32[2]), {'w': f32[2]}, float")
    leaves = {"xs[0]", "xs[1]", "params['w']", "s"}
    assert {v.path for v in ep.variations} == leaves | {"xs"}
    for leaf in leaves:
        # a Python number also has its int <-> float twin
        axes = LEAF_AXES | ({"scalar_type"} if leaf == "s" else set())
        assert {v.axis for v in ep.variations if v.path == leaf} == axes, leaf
    assert {v.axis for v in ep.variations if v.path == "xs"} == {"container"}
    # a dict has no twin container type
    assert not [v for v in ep.variations if v.path == "params"]


def test_keyword_argument_paths(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def k(x, *, lr):
            return x * lr
    """)
    report, ep = run_one(path, "k", args="f32[3], lr=float")
    v = one(ep, "weak_type", "lr")
    assert v.result == "recompile"
    assert [(c.kind, c.path) for c in v.causes] == [("weak_type", "lr")]
    assert one(ep, "value", "lr").result == "hit"
    assert report.exit_code == 0


def test_zero_d_and_one_element_arrays(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def s(a, b):
            return a + b
    """)
    report, ep = run_one(path, "s", args="i32[], f32[1]")

    # a strongly typed 0-d array -> a Python int (weakly typed)
    v = one(ep, "weak_type", "a")
    assert v.result == "recompile"
    (cause,) = v.causes
    assert (cause.kind, cause.path) == ("weak_type", "a")
    assert "weak" not in cause.before and "weak" in cause.after

    # 0-d -> one element
    v = one(ep, "shape", "a")
    assert v.result == "recompile"
    (cause,) = v.causes
    assert (cause.kind, cause.before, cause.after) == ("shape", "i32[]", "i32[1]")

    # one element: grown to two, and -> 0-d
    shapes = variations(ep, "shape", "b")
    assert len(shapes) == 2
    afters = sorted(c.after for v in shapes for c in v.causes if c.kind == "shape")
    assert afters == sorted(["f32[2]", "f32[]"])
    assert all(v.result == "recompile" for v in shapes)
    assert report.exit_code == 0


def test_no_variations_when_disabled(tmp_path):
    path = write_module(tmp_path, None, PLAIN)
    report, ep = run_one(path, "f", args="f32[3], float", variations=False)
    assert ep.variations == []
    assert user_function(ep, "f").compiles == 1
    assert report.exit_code == 0


# --- static arguments and the value axis ---------------------------------------------


@pytest.mark.parametrize("n_spec", ["2", "int"])
def test_static_argument_value_variation_is_unexpected(tmp_path, n_spec):
    path = write_module(tmp_path, None, STATIC)
    report, ep = run_one(path, "g", args=f"f32[3], {n_spec}")

    v = one(ep, "value", "n")
    assert v.result == "recompile"
    assert v.policy == "hit"
    assert v.expected is False
    (cause,) = v.causes
    assert (cause.kind, cause.path) == ("static_value", "n")
    assert cause.before != cause.after
    if n_spec == "2":
        assert cause.before == "2"

    # the traced argument's new data still hits
    assert one(ep, "value", "x").result == "hit"
    assert one(ep, "value", "x").expected
    # only the static value variation is unexpected
    assert [(v.axis, v.path) for v in ep.variations if not v.expected] == [("value", "n")]
    assert ep.status == "fail"
    assert report.exit_code == 1


@pytest.mark.parametrize("expect", [
    {"value": {"n": "any"}},
    {"value": {"n": "recompile"}},
    {"value": {"*": "any"}},
    {"value": "any"},
])
def test_static_argument_value_variation_allowed_by_expect(tmp_path, expect):
    path = write_module(tmp_path, None, STATIC)
    report, ep = run_one(path, "g", args="f32[3], 2", expect=expect)
    v = one(ep, "value", "n")
    assert v.result == "recompile"
    assert v.expected is True
    assert v.policy in ("any", "recompile")
    assert [c.kind for c in v.causes] == ["static_value"]
    assert ep.status == "pass"
    assert report.exit_code == 0


def test_path_expectation_does_not_leak_to_other_paths(tmp_path):
    path = write_module(tmp_path, None, STATIC)
    _, ep = run_one(path, "g", args="f32[3], 2", expect={"value": {"n": "any"}})
    assert one(ep, "value", "n").policy == "any"
    assert one(ep, "value", "x").policy == "hit"  # the default for the value axis


def test_expect_recompile_on_value_that_hits_is_unexpected(tmp_path):
    path = write_module(tmp_path, None, PLAIN)
    report, ep = run_one(path, "f", args="f32[3], float",
                         expect={"value": {"lr": "recompile"}})
    v = one(ep, "value", "lr")
    assert (v.result, v.policy, v.expected) == ("hit", "recompile", False)
    assert one(ep, "value", "x").expected
    assert report.exit_code == 1


# --- a wrapper that normalises its inputs --------------------------------------------


def test_normalising_wrapper_hits_weak_type_and_dtype(tmp_path):
    path = write_module(tmp_path, None, WRAPPED)
    report, ep = run_one(path, "wrapper", args="f32[3], float",
                         expect={"weak_type": "hit"})
    v = one(ep, "weak_type", "lr")
    assert (v.result, v.policy, v.expected) == ("hit", "hit", True)
    v = one(ep, "dtype", "x")
    assert v.result == "hit"
    # the wrapper does not normalise shapes: that still compiles the core again
    v = one(ep, "shape", "x")
    assert v.result == "recompile"
    assert kinds(v) == {"shape"}
    assert ep.status == "pass"
    assert report.exit_code == 0


def test_weak_type_hit_expectation_fails_on_plain_function(tmp_path):
    path = write_module(tmp_path, None, PLAIN)
    report, ep = run_one(path, "f", args="f32[3], float", expect={"weak_type": "hit"})
    v = one(ep, "weak_type", "lr")
    assert (v.result, v.policy, v.expected) == ("recompile", "hit", False)
    assert kinds(v) == {"weak_type"}
    assert ep.status == "fail"
    assert report.exit_code == 1


def test_expect_shape_recompile_when_shape_hits_is_unexpected(tmp_path):
    # The array is reduced eagerly before the jitted core: its shape never reaches jit.
    path = write_module(tmp_path, None, """
        import jax
        import jax.numpy as jnp

        @jax.jit
        def _double(t):
            return t * 2

        def total(x):
            return _double(jnp.sum(x))
    """)
    report, ep = run_one(path, "total", args="f32[3]", expect={"shape": "recompile"})
    v = one(ep, "shape", "x")
    assert (v.result, v.policy, v.expected) == ("hit", "recompile", False)
    assert ep.status == "fail"
    assert report.exit_code == 1


def test_expect_shape_recompile_when_shape_recompiles_passes(tmp_path):
    path = write_module(tmp_path, None, PLAIN)
    report, ep = run_one(path, "f", args="f32[3], float", expect={"shape": "recompile"})
    v = one(ep, "shape", "x")
    assert (v.result, v.policy, v.expected) == ("recompile", "recompile", True)
    assert report.exit_code == 0


# --- a variation that makes the function raise ---------------------------------------


def test_shape_that_must_agree_with_another_argument_is_withheld(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def mm(w, x):
            return x @ w
    """)
    report, ep = run_one(path, "mm", args="f32[3,2], f32[4,3]")

    # What the function raises when w's inner (contracting) dim no longer matches x's.
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"direct_{path.stem}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    with pytest.raises(Exception) as raised:
        mod.mm(jnp.zeros((4, 2), jnp.float32), jnp.zeros((4, 3), jnp.float32))
    first_line = str(raised.value).splitlines()[0]

    w_shapes = variations(ep, "shape", "w")
    assert len(w_shapes) == 2  # one per dimension
    # growing the contracting dim alone cannot run: n.a. with the reason, not an error
    withheld = [v for v in w_shapes if v.withheld]
    assert len(withheld) == 1
    na = withheld[0]
    assert na.result == "skipped"
    assert na.detail.startswith("dim 0: 3 → 4: must agree with another argument (")
    assert type(raised.value).__name__ + ": " + first_line[:40] in na.detail
    assert na.expected is True
    assert na.causes == []
    # growing w's output dimension is fine and compiles again
    ok = [v for v in w_shapes if not v.withheld]
    assert [v.result for v in ok] == ["recompile"]

    # x: growing the batch recompiles, growing the contracting dim cannot run
    x_results = sorted((v.result, v.withheld) for v in variations(ep, "shape", "x"))
    assert x_results == [("recompile", False), ("skipped", True)]

    # the run went on: variations after the withheld one ran too
    assert one(ep, "dtype", "x").result == "recompile"
    assert one(ep, "value", "x").result == "hit"
    assert ep.error is None
    assert ep.status == "pass"
    assert report.exit_code == 0


def test_shape_shared_by_a_named_dimension_is_not_planned(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def add(a, b):
            return a + b
    """)
    report, ep = run_one(path, "add", args="f32[B,3], f32[B,3]", dims={"B": [2]},
                         expect={"shape": "hit"})
    for arg in ("a", "b"):
        grown_b, grown_3 = variations(ep, "shape", arg)
        # B is shared: never called alone, the reason says how to vary it
        assert (grown_b.result, grown_b.withheld) == ("skipped", True)
        assert "--dim B=" in grown_b.detail
        # the literal 3 must agree too: called, raised, withheld (not an error)
        assert (grown_3.result, grown_3.withheld) == ("skipped", True)
        assert grown_3.expected and grown_3.policy == "hit"
    assert not [v for v in ep.variations if v.result == "error"]
    assert report.exit_code == 0


RAISES = """
    import jax
    import jax.numpy as jnp

    @jax.jit
    def full_width(a):
        if a.dtype != jnp.float32:
            raise NotImplementedError(
                "full_width computes in float32 only.\\n"
                "It was given " + str(a.dtype) + " at argument a, which its kernels "
                "do not support; convert the input with a.astype(jnp.float32) before "
                "calling it, or add a kernel for this dtype to the table of supported "
                "widths in the module that defines full_width.\\n"
                "See https://example.org/docs/full_width#dtypes")
        return a * 2
"""


@pytest.mark.parametrize("mode", ["execute", "trace"])
def test_a_variation_that_raised_fails_with_its_last_line(tmp_path, mode):
    path = write_module(tmp_path, None, RAISES)
    report, ep = run_one(path, "full_width", args="f32[3]", mode=mode)
    v = one(ep, "dtype", "a")
    assert (v.result, v.policy, v.expected, v.withheld) == ("error", "any", False, False)
    # the message's last line (the pointer to the docs passed over), cut between words
    assert v.detail.startswith("NotImplementedError: It was given float16 at argument a")
    assert len(v.detail) <= 200 and v.detail.endswith("…")
    assert v.detail[:-1] == v.detail[:-1].rstrip() and " ".join(
        v.detail[:-1].split()[-2:]) in RAISES.replace("\\n", " ")  # whole words
    assert (ep.variations_raised, report.variations_raised) == (1, 1)
    assert (ep.status, report.exit_code) == ("fail", 1)


def test_a_variation_declared_to_raise_passes(tmp_path):
    path = write_module(tmp_path, None, RAISES)
    report, ep = run_one(path, "full_width", args="f32[3]", expect={"dtype": {"a": "error"}})
    v = one(ep, "dtype", "a")
    assert (v.result, v.expected, v.expected_by) == ("error", True, "variation policy")
    assert report.exit_code == 0 and report.variations_raised == 1


def test_raised_line_is_the_last_line_bounded_between_words():
    from jaxcheck._src.util.printable import clip
    from jaxcheck._src.variations.vary import RAISED_LIMIT, raised_line

    assert raised_line("ValueError", "one line") == "ValueError: one line"
    assert raised_line("KeyError", "") == "KeyError"
    assert raised_line("E", "first\n\nlast one\nSee https://x.org/e") == "E: last one"
    assert raised_line("E", "only a pointer: see https://x.org") == \
        "E: only a pointer: see https://x.org"
    long = raised_line("E", "word " * 100)
    assert len(long) <= RAISED_LIMIT and long.endswith("word…")
    assert clip("abc " * 10, 12) == "abc abc abc…"
    assert clip("x" * 30, 10) == "x" * 9 + "…"  # one word longer than the room: cut in it
    assert clip("short", 10) == "short"


def test_weak_type_twin_of_a_static_argument_is_withheld(tmp_path):
    path = write_module(tmp_path, None, STATIC)
    report, ep = run_one(path, "g", args="f32[3], 2", expect={"value": "any"})
    v = one(ep, "weak_type", "n")
    assert (v.result, v.withheld, v.expected) == ("skipped", True, True)
    assert "static argument" in v.detail and "not hashable" in v.detail
    assert report.exit_code == 0


def test_static_string_varied_with_a_declared_literal(tmp_path):
    path = write_module(tmp_path, None, """
        from functools import partial
        from typing import Literal

        import jax

        @partial(jax.jit, static_argnames="act")
        def h(x, act: Literal["relu", "tanh"] = "relu"):
            return jax.nn.relu(x) if act == "relu" else jax.numpy.tanh(x)

        @partial(jax.jit, static_argnames="act")
        def k(x, act="gelu"):
            return x if act == "gelu" else -x
    """)
    report, ep = run_one(path, "h", args="f32[3], act='relu'")
    v = one(ep, "value", "act")
    assert v.detail == "'relu' → 'tanh' (from its Literal annotation)"
    assert (v.result, v.expected) == ("recompile", False)
    cause, = v.causes
    assert (cause.kind, cause.path, cause.before, cause.after, cause.reason) == (
        "static_value", "act", "'relu'", "'tanh'", "literal")
    event = user_function(ep, "h").events[-1]
    assert "make it a field of a static config, or expect it" in event.hint
    assert "traced array" not in event.hint

    report, ep = run_one(path, "k", args="f32[3], act='relu'")
    assert one(ep, "value", "act").detail == "'relu' → 'gelu' (from its default)"


# --- containers and dicts ------------------------------------------------------------


@pytest.mark.parametrize("spec, before, after", [
    ("(f32[3], f32[3])", "tuple", "list"),
    ("[f32[3], f32[3]]", "list", "tuple"),
])
def test_container_variation_recompiles_with_pytree_structure(tmp_path, spec, before, after):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def pair(xs):
            return xs[0] + xs[1]
    """)
    report, ep = run_one(path, "pair", args=spec)
    v = one(ep, "container", "xs")
    assert v.result == "recompile"
    assert [(c.kind, c.path, c.before, c.after) for c in v.causes] == [
        ("pytree_structure", "xs", before, after)]
    assert v.expected and v.policy == "any"
    assert report.exit_code == 0


def test_nested_container_path(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def nested(p):
            return p["a"][0] + p["a"][1]
    """)
    _, ep = run_one(path, "nested", args="{'a': [f32[2], f32[2]]}")
    v = one(ep, "container", "p['a']")
    assert v.result == "recompile"
    assert [(c.kind, c.path) for c in v.causes] == [("pytree_structure", "p['a']")]
    assert {v.path for v in ep.variations} == {"p['a']", "p['a'][0]", "p['a'][1]"}


def test_container_variation_expectation(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def pair(xs):
            return xs[0] + xs[1]
    """)
    report, ep = run_one(path, "pair", args="(f32[3], f32[3])", expect={"container": "hit"})
    v = one(ep, "container", "xs")
    assert (v.result, v.expected) == ("recompile", False)
    assert report.exit_code == 1


def test_dict_argument_paths(tmp_path):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def dense(params, x):
            return x @ params["w"] + params["b"]
    """)
    report, ep = run_one(path, "dense", args="{'w': f32[3,2], 'b': f32[2]}, f32[4,3]")
    assert {v.path for v in ep.variations} == {"params['w']", "params['b']", "x"}
    for leaf in ("params['w']", "params['b']"):
        assert one(ep, "value", leaf).result == "hit"
        v = one(ep, "dtype", leaf)
        assert v.result == "recompile"
        assert [(c.kind, c.path) for c in v.causes] == [("dtype", leaf)]
    assert report.exit_code == 0


@pytest.mark.parametrize("expect, unexpected", [
    # the top-level parameter name covers every path below it
    ({"dtype": {"params": "hit"}}, {"params['w']", "params['b']"}),
    # an exact path wins over the parameter name
    ({"dtype": {"params": "hit", "params['b']": "any"}}, {"params['w']"}),
    ({"dtype": {"params['b']": "hit"}}, {"params['b']"}),
    # "*" is every other path
    ({"dtype": {"*": "hit", "x": "any"}}, {"params['w']", "params['b']"}),
])
def test_path_expectations_on_dict_paths(tmp_path, expect, unexpected):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def dense(params, x):
            return x @ params["w"] + params["b"]
    """)
    report, ep = run_one(path, "dense", args="{'w': f32[3,2], 'b': f32[2]}, f32[4,3]",
                         expect=expect)
    assert {v.path for v in ep.variations if v.axis == "dtype" and not v.expected} == unexpected
    assert all(v.expected for v in ep.variations if v.axis != "dtype")
    assert report.exit_code == 1


# --- named dimensions and max_compiles -----------------------------------------------

BATCHED = """
    import jax

    @jax.jit
    def h(x):
        return x.sum(axis=0)
"""


def test_named_dims_one_base_call_per_value(tmp_path):
    path = write_module(tmp_path, None, BATCHED)
    report, ep = run_one(path, "h", args="f32[B,3]", dims={"B": [1, 8]})
    assert ep.dims == {"B": [1, 8]}
    assert ep.base_compiles == 2
    fn = user_function(ep, "h")
    base = [e for e in fn.events if e.variation is None]
    assert len(base) == 2
    assert [e.dims for e in base] == ["B=1", "B=8"]
    assert base[0].recompile is False
    second = base[1]
    assert second.recompile and second.expected
    assert [(c.kind, c.path, c.before, c.after) for c in second.causes] == [
        ("shape", "x", "f32[1,3]", "f32[8,3]")]
    # variations start from the first base call
    grown = sorted(c.after for v in variations(ep, "shape", "x") for c in v.causes)
    assert grown == sorted(["f32[2,3]", "f32[1,4]"])
    assert ep.status == "pass"
    assert report.exit_code == 0


def test_max_compiles_exceeded_by_named_dims(tmp_path):
    path = write_module(tmp_path, None, BATCHED)
    report, ep = run_one(path, "h", args="f32[B,3]", dims={"B": [1, 8]}, max_compiles=1)
    assert ep.max_compiles == 1
    assert ep.base_compiles == 2
    assert ep.over_budget
    assert any("max_compiles" in n and "1" in n for n in ep.all_notes), ep.all_notes
    assert ep.status == "fail"
    assert report.exit_code == 1


def test_max_compiles_within_budget(tmp_path):
    path = write_module(tmp_path, None, BATCHED)
    report, ep = run_one(path, "h", args="f32[B,3]", dims={"B": [1, 8]}, max_compiles=2)
    assert ep.base_compiles == 2
    assert not ep.over_budget
    assert not ep.notes
    assert report.exit_code == 0


def test_named_dims_repeated_size_compiles_once(tmp_path):
    path = write_module(tmp_path, None, BATCHED)
    report, ep = run_one(path, "h", args="f32[B,3]", dims={"B": [4, 4]}, max_compiles=1)
    assert ep.base_compiles == 1
    assert report.exit_code == 0


def test_value_variations_use_new_data(tmp_path):
    # The function records what it was called with, so we can see the variation's data.
    path = write_module(tmp_path, None, """
        import numpy as np

        SEEN = []

        def record(x, lr):
            SEEN.append((np.asarray(x).copy(), lr))
            return x
    """)
    _, ep = run_one(path, "record", args="f32[3], float")
    import sys

    mod = next(m for m in list(sys.modules.values())
               if getattr(m, "__file__", None) and Path(m.__file__) == path)
    seen = mod.SEEN
    base_x, base_lr = seen[0]
    calls = [v for v in ep.variations if v.result != "skipped"]
    assert len(seen) == 1 + len(calls)
    by_variation = dict(zip([(v.axis, v.path) for v in calls], seen[1:], strict=True))
    x_new, lr_same = by_variation[("value", "x")]
    assert x_new.shape == base_x.shape and x_new.dtype == base_x.dtype
    assert not np.array_equal(x_new, base_x)
    assert lr_same == base_lr
    x_same, lr_new = by_variation[("value", "lr")]
    assert np.array_equal(x_same, base_x)
    assert isinstance(lr_new, float) and lr_new != base_lr


# --- the same sensitivity when the jitted function is reached through vmap -------------

VMAPPED = {
    "jit_of_vmap": """
    import jax

    def _core(x, lr):
        return x * lr

    f = jax.jit(jax.vmap(_core, in_axes=(0, None)))
""",
    "vmap_of_jit": """
    import jax

    @jax.jit
    def _core(x, lr):
        return x * lr

    def f(x, lr):
        return jax.vmap(_core, in_axes=(0, None))(x, lr)
""",
}


@pytest.mark.parametrize("how", list(VMAPPED))
def test_variations_through_vmap_hit_and_recompile_as_jax_does(tmp_path, how):
    """jit of vmap, and vmap over a jitted function: each variation's hit or recompile
    is checked against JAX's compile log by the witness; the causes are the batched
    argument's."""
    path = write_module(tmp_path, None, VMAPPED[how])
    report, ep = run_one(path, "f", args="f32[4,3], float")
    assert ep.error is None and ep.base_compiles == 1
    for arg in ("x", "lr"):
        assert one(ep, "value", arg).result == "hit"
    shapes = variations(ep, "shape", "x")  # each dimension grown, the batch one too
    assert len(shapes) == 2, shapes
    for v in shapes:
        assert v.result == "recompile" and kinds(v) == {"shape"}, v.causes
    assert one(ep, "dtype", "x").result == "recompile"
    v = one(ep, "weak_type", "lr")
    assert v.result == "recompile" and kinds(v) == {"weak_type"}, v.causes
    recompiled = sum(1 for v in ep.variations if v.result == "recompile")
    assert sum(f.compiles for f in ep.functions) == 1 + recompiled
    assert report.exit_code == 0


@pytest.mark.parametrize("mode", ["execute", "trace"])
def test_a_float_where_the_function_needs_an_int_is_skipped_with_the_reason(tmp_path, mode):
    path = write_module(tmp_path, None, """
        import jax

        @jax.jit
        def pick(x, i):
            return x[i]
    """)
    _, ep = run_one(path, "pick", args="f32[4], int", mode=mode)
    v = one(ep, "scalar_type", "i")
    assert (v.result, v.withheld) == ("skipped", True), v
    assert v.detail.startswith("the function needs an int here") and "(TypeError" in v.detail
    assert one(ep, "value", "i").result == "hit"


# --- the matrix as the terminal shows it ----------------------------------------------


def test_the_matrix_keeps_names_whole_says_skipped_and_expect(tmp_path, monkeypatch):
    from jaxcheck._src.report.terminal import to_text as text_of
    from jaxcheck._src.verdict import lock

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    (tmp_path / "samp.py").write_text(TEMPERATURE_SAMPLE)
    with jax_compile_log() as log:
        report = jaxcheck.run(["samp.py:sample"], args="f32[4,8], float",
                              expect={"value": "hit"}, mode="execute")
    assert compiled(log, "sample") >= 2  # the new temperature recompiled, as JAX says
    text = text_of(report, width=80)
    rows = [line for line in text.splitlines() if "temperature" in line or "temp…" in line]
    assert rows and all("temp…" not in r for r in rows), text
    assert "expect=hit" in text and "must hit" not in text
    assert "n.a." not in text and "skipped" in text
    cells = lock.build(report)["entrypoints"]["samp.py:sample"]
    assert "skipped" in json.dumps(cells)
