"""Attribution: one test per cause kind, and what every compile event carries.

Everything runs real JAX on the CPU, in process, through jaxcheck's library API.
The expected causes follow the README's rules (argument paths from the
signature plus JAX's key path; `f32[3]`, `f32[] (weak)`, `cpu:1 (committed)`...)
and must be identical on every supported JAX release. JAX's own explanation is
checked only where the running release words the cause (see conftest).
"""

import functools
import os
import textwrap
import typing

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from helpers import (
    assert_site,
    caller_line,
    check_explanation,
    compiled,
    evict_unseen,
    jax_compile_log,
    only_function,
    recompile_causes,
    run_workload,
    single_recompile,
)

HERE = __file__


# --- new_function ----------------------------------------------------------------


def test_first_compile_is_new_function_and_not_a_recompile():
    @jax.jit
    def double(x):
        return x * 2

    lines = []

    def workload():
        lines.append(caller_line()); double(jnp.ones(3))  # noqa: E702
        double(jnp.ones(3))  # same signature: a cache hit, no event

    ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name.endswith("double")
    assert fn.compiles == 1
    [event] = fn.events
    assert event.recompile is False
    assert event.expected is True
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("new_function", None, None, None)
    ]
    assert event.hint is None
    assert_site(event.call_site, HERE, lines[0])
    check_explanation(event, "new_function")
    assert ep.unexpected == 0
    assert ep.status == "pass"
    assert ep.error is None


def test_defined_at_is_the_users_function():
    def scale(x):
        return x * 3

    jitted = jax.jit(scale)
    ep = run_workload(lambda: jitted(jnp.ones(2)))
    fn = only_function(ep)
    assert fn.name.endswith("scale")
    assert_site(fn.defined_at, HERE, scale.__code__.co_firstlineno)


# --- redefined_function --------------------------------------------------------


def test_redefined_function_jit_of_lambda_in_loop():
    def workload():
        for _ in range(2):
            jax.jit(lambda x: x + 1)(jnp.ones(3))

    ep = run_workload(workload)
    event = single_recompile(ep)
    assert [(c.kind, c.path) for c in event.causes] == [("redefined_function", None)]
    check_explanation(event, "redefined_function")


def test_redefined_function_def_inside_loop():
    def workload():
        for _ in range(3):
            @jax.jit
            def step(x):
                return x + 1

            step(jnp.ones(3))

    ep = run_workload(workload)
    fn = only_function(ep)  # one function, however often it was redefined
    assert fn.name.endswith("step")
    assert [e.recompile for e in fn.events] == [False, True, True]
    for event in fn.events[1:]:
        assert [(c.kind, c.path) for c in event.causes] == [("redefined_function", None)]
        assert event.hint
        check_explanation(event, "redefined_function")


# --- shape, dtype, weak_type -------------------------------------------------------


def test_shape():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(jnp.ones(3, jnp.float32))
        double(jnp.ones(4, jnp.float32))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("shape", "x", "f32[3]", "f32[4]")]
    event = single_recompile(ep)
    assert "`x`" in event.hint
    check_explanation(event, "shape")


def test_shape_of_a_matrix():
    @jax.jit
    def rowsum(batch):
        return batch.sum(axis=1)

    def workload():
        rowsum(jnp.ones((16, 3), jnp.float32))
        rowsum(jnp.ones((2, 3), jnp.float32))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("shape", "batch", "f32[16,3]", "f32[2,3]")]


def test_dtype():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(jnp.ones(8, jnp.float32))
        double(jnp.ones(8, jnp.int32))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("dtype", "x", "f32[8]", "i32[8]")]
    check_explanation(single_recompile(ep), "dtype")


def test_weak_type():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(1.0)  # a Python float: f32[], weakly typed
        double(jnp.asarray(1.0, jnp.float32))  # an array: f32[], strongly typed

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("weak_type", "x", "f32[] (weak)", "f32[]")]
    check_explanation(single_recompile(ep), "weak_type")


def test_python_int_then_float_is_a_dtype_change():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(1)
        double(1.0)

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("dtype", "x", "i32[] (weak)", "f32[] (weak)")]


# --- static_value ------------------------------------------------------------------


def test_static_value():
    @functools.partial(jax.jit, static_argnums=1)
    def power(x, n):
        return x**n

    def workload():
        power(jnp.ones(3), 2)
        power(jnp.ones(3), 3)

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("static_value", "n", "2", "3")]
    event = single_recompile(ep)
    assert event.causes[0].note is None  # ints hash by value
    assert "`n`" in event.hint
    check_explanation(event, "static_value")


def test_static_arg_via_static_argnames():
    @functools.partial(jax.jit, static_argnames="mode")
    def act(x, mode):
        return jnp.tanh(x) if mode == "tanh" else jax.nn.relu(x)

    def workload():
        act(jnp.ones(3), mode="tanh")
        act(jnp.ones(3), mode="relu")

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("static_value", "mode", repr("tanh"), repr("relu"))]
    check_explanation(single_recompile(ep), "static_value")


def test_static_argnames_parameter_passed_positionally():
    @functools.partial(jax.jit, static_argnames="mode")
    def act(x, mode):
        return jnp.tanh(x) if mode == "tanh" else jax.nn.relu(x)

    def workload():
        act(jnp.ones(3), "tanh")
        act(jnp.ones(3), "relu")

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("static_value", "mode", repr("tanh"), repr("relu"))]


def test_static_argnums_parameter_passed_by_keyword():
    @functools.partial(jax.jit, static_argnums=1)
    def power(x, n):
        return x**n

    def workload():
        power(jnp.ones(3), n=2)
        power(jnp.ones(3), n=3)

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("static_value", "n", "2", "3")]


class _IdentityConfig:  # no __eq__/__hash__: hashed by identity
    def __init__(self, scale):
        self.scale = scale


class _ValueConfig:  # hashed by its fields: equal configs are one cache key
    def __init__(self, scale):
        self.scale = scale

    def __eq__(self, other):
        return isinstance(other, _ValueConfig) and other.scale == self.scale

    def __hash__(self):
        return hash(self.scale)


def test_static_value_hashed_by_identity():
    @functools.partial(jax.jit, static_argnums=1)
    def forward(x, config):
        return x * config.scale

    def workload():
        for _ in range(2):
            forward(jnp.ones(3), _IdentityConfig(2.0))  # equal-looking, but a new object

    ep = run_workload(workload)
    event = single_recompile(ep)
    [cause] = event.causes
    assert (cause.kind, cause.path) == ("static_value", "config")
    assert "_IdentityConfig" in cause.before and "_IdentityConfig" in cause.after
    assert cause.before != cause.after
    assert cause.note and "identity" in cause.note
    assert "__eq__" in event.hint and "__hash__" in event.hint
    check_explanation(event, "static_value")


def test_static_value_hashed_by_value_is_a_cache_hit():
    @functools.partial(jax.jit, static_argnums=1)
    def forward(x, config):
        return x * config.scale

    def workload():
        for _ in range(2):
            forward(jnp.ones(3), _ValueConfig(2.0))

    ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.compiles == 1
    assert ep.unexpected == 0


# --- pytree_structure --------------------------------------------------------------


def test_pytree_tuple_to_list():
    @jax.jit
    def total(xs):
        return xs[0] + xs[1]

    def workload():
        total((jnp.ones(3), jnp.ones(3)))
        total([jnp.ones(3), jnp.ones(3)])

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("pytree_structure", "xs", "tuple", "list")]
    event = single_recompile(ep)
    assert "`xs`" in event.hint
    check_explanation(event, "pytree_structure")


def test_pytree_dict_keys():
    @jax.jit
    def total(params):
        return sum(params.values())

    def workload():
        total({"a": jnp.ones(3)})
        total({"a": jnp.ones(3), "b": jnp.ones(3)})

    ep = run_workload(workload)
    [(kind, path, before, after)] = recompile_causes(ep)
    assert (kind, path) == ("pytree_structure", "params")
    assert before.startswith("dict") and after.startswith("dict")
    assert "'a'" in before and "'b'" not in before
    assert "'a'" in after and "'b'" in after
    check_explanation(single_recompile(ep), "pytree_structure")


def test_pytree_list_length():
    @jax.jit
    def total(xs):
        return sum(xs)

    def workload():
        total([jnp.ones(3)] * 2)
        total([jnp.ones(3)] * 3)

    ep = run_workload(workload)
    [(kind, path, before, after)] = recompile_causes(ep)
    assert (kind, path) == ("pytree_structure", "xs")
    assert before.startswith("list") and "2" in before
    assert after.startswith("list") and "3" in after


def test_pytree_changes_in_arguments_whose_names_share_a_prefix():
    # `x2` is not below `x`: both containers changed, both are causes.
    @jax.jit
    def total(x, x2):
        return x[0] + x2[0]

    def workload():
        a = jnp.ones(3)
        total((a, a), (a, a))
        total([a, a], [a, a])

    ep = run_workload(workload)
    assert sorted(recompile_causes(ep)) == [
        ("pytree_structure", "x", "tuple", "list"),
        ("pytree_structure", "x2", "tuple", "list"),
    ]


# --- arg_signature -----------------------------------------------------------------


def test_arg_signature_positional_then_keyword():
    @jax.jit
    def affine(x, scale):
        return x * scale + 1.0

    def workload():
        x, s = jnp.ones(3), jnp.float32(2.0)
        affine(x, s)
        affine(x, scale=s)

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("arg_signature", "scale", "positional", "keyword")]
    event = single_recompile(ep)
    assert "`scale`" in event.hint
    check_explanation(event, "arg_signature")


def test_arg_signature_argument_left_out_then_passed():
    @jax.jit
    def add(x, y=None):
        return x if y is None else x + y

    def workload():
        add(jnp.ones(3))
        add(jnp.ones(3), jnp.ones(3))

    ep = run_workload(workload)
    [(kind, path, before, after)] = recompile_causes(ep)
    assert (kind, path, after) == ("arg_signature", "y", "positional")
    assert before != "positional"


# --- tracing_context ---------------------------------------------------------------


def test_tracing_context():
    @jax.jit
    def add(a, b):
        return a + b

    def workload():
        a = jnp.ones(3)
        add(a, a)
        with jax.numpy_rank_promotion("warn"):
            add(a, a)

    assert jax.config.jax_numpy_rank_promotion == "allow"
    ep = run_workload(workload)
    assert recompile_causes(ep) == [
        ("tracing_context", "jax_numpy_rank_promotion", "allow", "warn")
    ]
    event = single_recompile(ep)
    assert "jax_numpy_rank_promotion" in event.hint
    check_explanation(event, "tracing_context")


# --- sharding ----------------------------------------------------------------------


def test_two_cpu_devices_are_available():
    # conftest sets XLA_FLAGS before JAX starts; the sharding tests rely on it.
    assert len(jax.devices("cpu")) == 2


def test_sharding_committed_to_another_device():
    @jax.jit
    def total(x):
        return jnp.sum(x * x)

    def workload():
        x = jnp.arange(4.0)  # uncommitted, on the default device cpu:0
        total(x)
        total(jax.device_put(x, jax.devices()[1]))  # committed to cpu:1

    ep = run_workload(workload)
    assert recompile_causes(ep) == [
        ("sharding", "x", "cpu:0 (uncommitted)", "cpu:1 (committed)")
    ]
    event = single_recompile(ep)
    assert "`x`" in event.hint
    check_explanation(event, "sharding")


def test_sharding_committed_vs_uncommitted_on_the_same_device():
    @jax.jit
    def total(x):
        return jnp.sum(x * x)

    def workload():
        x = jnp.arange(4.0)
        total(x)
        total(jax.device_put(x, jax.devices()[0]))  # same device, now committed

    ep = run_workload(workload)
    assert recompile_causes(ep) == [
        ("sharding", "x", "cpu:0 (uncommitted)", "cpu:0 (committed)")
    ]
    [cause] = single_recompile(ep).causes
    assert cause.note and "committed" in cause.note


def test_numpy_and_uncommitted_arrays_share_one_compile():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(np.ones(3, np.float32))
        double(jnp.ones(3, jnp.float32))

    ep = run_workload(workload)
    assert only_function(ep).compiles == 1
    assert ep.unexpected == 0


# --- unknown -----------------------------------------------------------------------


def test_unknown_when_jaxcheck_sees_no_difference():
    def add(x, y):
        return x + y

    def workload():  # the function's caches emptied on JAX's internals: unseen
        jax.jit(add)(jnp.ones(3), jnp.ones(3))
        evict_unseen(jax.jit(add))
        jax.jit(add)(jnp.ones(3), jnp.ones(3))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "add") == 2
    assert recompile_causes(ep) == [("unknown", None, None, None)]


@pytest.mark.parametrize("made", ["again", "once", "before"])
def test_a_function_s_own_cleared_cache_is_named(made):
    """JAX's own witness: after ``jitted.clear_cache()`` it compiles the same call again
    (it read `unknown`), whether the object is made anew, kept, or made before the
    capture started."""
    from jax._src import pjit

    def triple(x):
        return x * 3

    early = jax.jit(triple)

    def workload():
        jitted = {"again": lambda: jax.jit(triple), "before": lambda: early}.get(
            made, lambda: kept)
        jitted()(jnp.ones(3))
        jitted().clear_cache()
        jitted()(jnp.ones(3))

    kept = jax.jit(triple)
    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "triple") == 2
    [event] = [e for f in ep.functions for e in f.events if e.recompile]
    assert [(c.kind, c.reason) for c in event.causes] == [("cache_cleared", "clear_cache")]
    assert ".clear_cache()" in event.hint
    # JAX's own evict function is back, on the module and on the jitted objects' class
    evict = getattr(pjit, "jit_evict_fn", None) or pjit._cpp_pjit_evict_fn
    assert evict.__module__ == "jax._src.pjit" and type(early).clear_cache is evict


def test_cleared_caches_are_named():
    """JAX's own witness: after jax.clear_caches() it compiles the same call again."""
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(jnp.ones(3))
        jax.clear_caches()
        double(jnp.ones(3))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "double") == 2
    assert recompile_causes(ep) == [("cache_cleared", None, None, None)]


@pytest.mark.parametrize("how", ["jit", "aot"])
def test_changed_compiler_options_are_named_with_the_option(how):
    def half(x):
        return x / 2

    options = {"xla_embed_ir_in_executable": True}

    def workload():
        jax.jit(half)(jnp.ones(3))
        if how == "jit":
            jax.jit(half, compiler_options=options)(jnp.ones(3))
        else:
            jax.jit(half).lower(jnp.ones(3)).compile(options)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    # JAX lowers once (one "Compiling" line) and runs XLA twice
    assert sum(1 for line in log if line.startswith("Finished XLA compilation of jit(half)")
               ) == 2
    assert recompile_causes(ep) == [("compiler_options", "xla_embed_ir_in_executable",
                                     "none", "xla_embed_ir_in_executable=True")]


# --- argument paths ----------------------------------------------------------------


def test_nested_key_paths():
    @jax.jit
    def apply(params, xs):
        return params["w"] * xs[1] + xs[0].sum()

    def workload():
        apply({"w": jnp.ones(3)}, (jnp.ones(2), jnp.ones(3)))
        apply({"w": jnp.ones(4)}, (jnp.ones(2), jnp.ones(4)))

    ep = run_workload(workload)
    assert sorted(recompile_causes(ep)) == [
        ("shape", "params['w']", "f32[3]", "f32[4]"),
        ("shape", "xs[1]", "f32[3]", "f32[4]"),
    ]


class _State(typing.NamedTuple):
    params: typing.Any
    opt: typing.Any


def test_attribute_key_path():
    @jax.jit
    def step(state):
        return state.params + state.opt

    def workload():
        step(_State(jnp.ones(3), jnp.ones(3, jnp.float32)))
        step(_State(jnp.ones(3), jnp.ones(3, jnp.int32)))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("dtype", "state.opt", "f32[3]", "i32[3]")]


def test_positional_argument_named_from_signature():
    @jax.jit
    def mix(alpha, beta):
        return alpha + beta

    def workload():
        mix(jnp.ones(3), jnp.ones(3))
        mix(jnp.ones(3), jnp.ones(3, jnp.int32))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("dtype", "beta", "f32[3]", "i32[3]")]


def test_star_args_are_named_from_the_signature():
    @jax.jit
    def mix(first, *rest):
        return first + rest[0]

    def workload():
        mix(jnp.ones(3), jnp.ones(3))
        mix(jnp.ones(3), jnp.ones(3, jnp.int32))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("dtype", "rest[0]", "f32[3]", "i32[3]")]


def test_star_args_shape_change():
    @jax.jit
    def mix(first, *rest):
        return first.sum() + rest[0].sum()

    def workload():
        mix(jnp.ones(3), jnp.ones(3))
        mix(jnp.ones(3), jnp.ones(5))

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("shape", "rest[0]", "f32[3]", "f32[5]")]


def test_star_args_one_more_argument():
    @jax.jit
    def mix(first, *rest):
        return first + sum(rest)

    def workload():
        mix(jnp.ones(3), jnp.ones(3))
        mix(jnp.ones(3), jnp.ones(3), jnp.ones(3))

    ep = run_workload(workload)
    [(kind, path, before, after)] = recompile_causes(ep)
    assert (kind, path, after) == ("arg_signature", "rest[1]", "positional")


# --- what is and is not the user's ----------------------------------------------


def test_jax_internal_eager_compiles_are_counted_apart():
    @jax.jit
    def double(x):
        return x * 2

    def mine_only():
        double(jnp.ones(5))

    def with_eager_ops():
        jnp.sin(jnp.ones(5))  # eager: JAX compiles `sin` for itself, outside any jit of ours
        jnp.cos(jnp.ones(5))
        double(jnp.ones(5))

    eager_only = run_workload(lambda: jnp.sin(jnp.ones(5)))
    assert eager_only.functions == []
    assert eager_only.internal_compiles >= 1
    assert eager_only.unexpected == 0

    base = run_workload(mine_only)
    mixed = run_workload(with_eager_ops)
    for ep in (base, mixed):
        fn = only_function(ep)
        assert fn.name.endswith("double")
        assert fn.compiles == 1
    assert mixed.internal_compiles >= base.internal_compiles + 2


def test_nested_jit_is_part_of_the_outer_compile():
    @jax.jit
    def inner(x):
        return x * 2

    @jax.jit
    def outer(x):
        return inner(x) + 1

    def workload():
        outer(jnp.ones(3))
        outer(jnp.ones(4))

    ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name.endswith("outer")
    assert recompile_causes(ep) == [("shape", "x", "f32[3]", "f32[4]")]
    # the inner function, retraced because the outer one recompiled, is part of it
    assert [e.retraced for e in fn.events] == [[inner.__qualname__]] * 2


# --- time and place ----------------------------------------------------------------


def test_compile_seconds_are_positive():
    @jax.jit
    def double(x):
        return x * 2

    def workload():
        double(jnp.ones(3))
        double(jnp.ones(4))

    ep = run_workload(workload)
    fn = only_function(ep)
    assert all(e.seconds is not None and e.seconds > 0 for e in fn.events)
    assert fn.compile_seconds == pytest.approx(sum(e.seconds for e in fn.events))
    assert fn.compile_seconds > 0
    assert ep.seconds >= fn.compile_seconds * 0.5  # the run took at least its compiles
    assert ep.seconds > 0


def test_call_site_is_the_users_line():
    @jax.jit
    def double(x):
        return x * 2

    lines = []

    def workload():
        x3, x4 = jnp.ones(3), jnp.ones(4)
        lines.append(caller_line()); double(x3)  # noqa: E702
        lines.append(caller_line()); double(x4)  # noqa: E702

    ep = run_workload(workload)
    fn = only_function(ep)
    assert len(fn.events) == 2
    assert_site(fn.events[0].call_site, HERE, lines[0])
    assert_site(fn.events[1].call_site, HERE, lines[1])


def test_call_site_through_a_helper_is_the_helpers_line():
    @jax.jit
    def double(x):
        return x * 2

    lines = []

    def helper(x):
        lines.append(caller_line()); return double(x)  # noqa: E702

    ep = run_workload(lambda: (helper(jnp.ones(3)), helper(jnp.ones(4))))
    fn = only_function(ep)
    assert [e.call_site for e in fn.events] == [fn.events[0].call_site] * 2
    assert_site(fn.events[1].call_site, HERE, lines[1])


def test_call_site_in_a_file_next_to_the_jaxcheck_package():
    # A user's file whose path merely starts like jaxcheck's package directory
    # (e.g. a `jaxcheck_plugins/` package installed beside it) is still the user's.
    import jaxcheck

    filename = os.path.dirname(os.path.abspath(jaxcheck.__file__)) + "_plugins/train.py"
    source = textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        double = jax.jit(lambda x: x * 2)

        def main():
            double(jnp.ones(3))
            double(jnp.ones(4))
    """)
    namespace = {}
    exec(compile(source, filename, "exec"), namespace)  # no file needed for a code object
    ep = run_workload(namespace["main"])
    fn = only_function(ep)
    lines = source.splitlines()
    expected = [i + 1 for i, line in enumerate(lines) if line.strip().startswith("double(")]
    assert [e.call_site for e in fn.events] == [
        f"{_relpath(filename)}:{line}" for line in expected
    ]


def _relpath(filename):
    rel = os.path.relpath(filename)
    return filename if rel.startswith("..") else rel
