"""Attribution through framework wrappers: the user's function, parameters and key paths.

Skipped when equinox / optax / flax are not installed (jaxcheck never needs them).
"""

from __future__ import annotations

import functools
import os

import jax
import jax.numpy as jnp
import pytest
from helpers import (
    assert_site,
    caller_line,
    compiled,
    jax_compile_log,
    only_function,
    recompile_causes,
    run_workload,
    single_recompile,
)

eqx = pytest.importorskip("equinox")
optax = pytest.importorskip("optax")


class MLP(eqx.Module):
    layers: list
    act: str = eqx.field(static=True)

    def __init__(self, key, act="relu"):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(4, 8, key=k1), eqx.nn.Linear(8, 1, key=k2)]
        self.act = act

    def __call__(self, x):
        f = jax.nn.relu if self.act == "relu" else jnp.tanh
        return self.layers[1](f(self.layers[0](x)))


# an optimizer with a state that mirrors the parameters, as adam's does, at a third of
# adam's compile time: what is attributed is the step's arguments, not the update rule
OPT = optax.sgd(1e-3, momentum=0.9)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)

    grads = eqx.filter_grad(loss)(model)
    updates, opt_state = OPT.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state


STEP_LINE = train_step.__wrapped__.__code__.co_firstlineno


@functools.cache
def _model_and_state(act: str = "relu"):
    """An MLP and its optimizer state, made once for the module: making them runs a dozen
    small eager computations, each compiled again after every run clears JAX's caches.
    Equinox modules are immutable: the tests share them safely."""
    model = MLP(jax.random.PRNGKey(0), act)
    return model, OPT.init(eqx.filter(model, eqx.is_array))


def test_filter_jit_smaller_last_batch_names_the_users_function_and_arguments():
    sites = []
    made = _model_and_state()

    def workload():
        model, state = made
        for n in (8, 8, 3):
            sites.append(caller_line() + 1)
            model, state = train_step(model, state, jnp.ones((n, 4)), jnp.ones((n, 1)))

    ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name == "train_step"
    assert fn.defined_at.endswith(f"test_frameworks.py:{STEP_LINE}")
    assert recompile_causes(ep) == [("shape", "x", "f32[8,4]", "f32[3,4]"),
                                    ("shape", "y", "f32[8,1]", "f32[3,1]")]
    assert_site(fn.events[1].call_site, __file__, sites[-1])


def test_filter_jit_static_field_change_is_named_by_field():
    made = [_model_and_state(act) for act in ("relu", "tanh")]

    def workload():
        x, y = jnp.ones((2, 4)), jnp.ones((2, 1))
        for model, state in made:
            train_step(model, state, x, y)

    causes = recompile_causes(run_workload(workload))
    assert ("static_value", "model.act", "'relu'", "'tanh'") in causes
    assert {c[0] for c in causes} == {"static_value"}


def test_filter_jit_python_scalar_is_static():
    # under filter_jit a Python float is hashed (static): a new value recompiles
    @eqx.filter_jit
    def scale(x, factor):
        return x * factor

    def workload():
        scale(jnp.ones(2), 2.0)
        scale(jnp.ones(2), 3.0)
        scale(jnp.ones(2), 3.0)

    assert recompile_causes(run_workload(workload)) == [("static_value", "factor", "2.0", "3.0")]


class Scaler:  # no __eq__/__hash__: hashed by identity
    def __init__(self, s):
        self.s = s

    @functools.partial(jax.jit, static_argnums=0)
    def apply(self, x):
        return x * self.s


def test_method_jitted_with_self_static_on_an_unhashable_class():
    def workload():
        Scaler(2.0).apply(jnp.ones(3))
        Scaler(2.0).apply(jnp.ones(3))

    ep = run_workload(workload)
    assert only_function(ep).name == "Scaler.apply"
    event = only_function(ep).events[1]
    assert [(c.kind, c.path) for c in event.causes] == [("static_value", "self")]
    assert "identity" in event.causes[0].note and "__hash__" in event.hint


def _loss(w, x):
    return jnp.sum((x @ w) ** 2)


@pytest.mark.parametrize("transform", ["grad", "value_and_grad", "vmap"])
def test_jit_of_a_transformed_function_is_the_users_function(transform):
    if transform == "vmap":
        jitted = jax.jit(jax.vmap(_loss, in_axes=(None, 0)))
        x_before, x_after = jnp.ones((2, 4, 3)), jnp.ones((5, 4, 3))
        expected = ("shape", "x", "f32[2,4,3]", "f32[5,4,3]")
    else:
        jitted = jax.jit(getattr(jax, transform)(_loss))
        x_before, x_after = jnp.ones((2, 3)), jnp.ones((5, 3))
        expected = ("shape", "x", "f32[2,3]", "f32[5,3]")

    def workload():
        jitted(jnp.ones(3), x_before)
        jitted(jnp.ones(3), x_after)

    ep = run_workload(workload)
    assert only_function(ep).name == "_loss"
    assert recompile_causes(ep) == [expected]


def test_flax_nnx_jit_names_the_users_function():
    nnx = pytest.importorskip("flax.nnx")

    class Model(nnx.Module):
        def __init__(self, rngs):
            self.lin = nnx.Linear(4, 2, rngs=rngs)

        def __call__(self, x):
            return self.lin(x)

    @nnx.jit
    def step(model, x):
        return model(x)

    def workload():
        model = Model(nnx.Rngs(0))
        step(model, jnp.ones((8, 4)))
        step(model, jnp.ones((3, 4)))

    ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name.endswith("step")
    assert recompile_causes(ep) == [("shape", "x", "f32[8,4]", "f32[3,4]")]


def test_variations_through_a_jit_wrapper_name_no_call_site_inside_it():
    # jaxcheck calls the target itself for a variation: no frame of the user's, and
    # equinox's filter_jit frames say nothing of where a call came from
    import jaxcheck

    @eqx.filter_jit
    def wrapped_step(x, lr):
        return x * lr

    with jax_compile_log() as log:
        # executed: its compiles are counted against JAX's log
        report = jaxcheck.run(wrapped_step, example=(jnp.ones((2, 3)), 0.5), mode="execute")
    (fn,) = report.entrypoints[0].functions
    assert fn.compiles == compiled(log, "wrapped_step") >= 2
    wrapper_dir = os.path.dirname(eqx.__file__)
    sites = [e.call_site for e in fn.events]
    assert not any(s and os.path.abspath(s.rsplit(":", 1)[0]).startswith(wrapper_dir)
                   for s in sites), sites


# --- a non-array leaf under filter_jit: static; an array in its place: traced ----------
#
# diffrax's shapes without diffrax (its compiles are slow; `test_libraries` has the real
# ones): a step-size controller swapped for another type whose plain float fields the
# first one has not (`ConstantStepSize` -> `PIDController`), and `dt0=0.1` against
# `dt0=jnp.asarray(0.1)`.


class Constant(eqx.Module):  # no field, as ConstantStepSize
    pass


class Adaptive(eqx.Module):  # plain float fields, as PIDController's rtol/atol
    rtol: float
    atol: float = 1e-6


@eqx.filter_jit
def advance(y, controller, dt):
    return y * getattr(controller, "rtol", 1.0) * dt


def _advance_twice(calls):
    def workload():
        for controller, dt in calls:
            advance(jnp.ones(2), controller, dt)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "advance") == 2
    return single_recompile(ep)


def test_a_node_of_another_type_is_one_structure_cause_not_its_fields():
    # before the fix: `controller.rtol` and `.atol` "an array -> 1e-3" besides the swap
    event = _advance_twice([(Constant(), 0.5), (Adaptive(1e-3), 0.5)])
    assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
        ("pytree_structure", "controller", "Constant", "Adaptive")]


@pytest.mark.parametrize("first, second, path, before, after", [
    ((Constant(), 0.5), (Constant(), jnp.asarray(0.5)), "dt", "0.5", "f32[] (weak)"),
    ((Constant(), jnp.asarray(0.5)), (Constant(), 0.5), "dt", "f32[] (weak)", "0.5"),
    ((Adaptive(1.0), 0.5), (Adaptive(jnp.asarray(1.0)), 0.5), "controller.rtol", "1.0",
     "f32[] (weak)"),
    ((Adaptive(1.0), 0.5), (Adaptive(2.0), 0.5), "controller.rtol", "1.0", "2.0"),
    ((Constant(), 0.5), (Constant(), 0.25), "dt", "0.5", "0.25"),
])
def test_a_python_value_the_wrapper_keeps_static_is_named_with_its_fix(
        first, second, path, before, after):
    # a whole argument or a field, a value against an array either way round, or a new
    # number: the value and the array's type are shown on their own sides (the array's
    # was "an array"), and the fix is an array, never the positional/keyword advice or
    # a `static_argnums` the user never wrote
    event = _advance_twice([first, second])
    assert [(c.kind, c.path, c.before, c.after, c.reason) for c in event.causes] == [
        ("static_value", path, before, after, "static_leaf")]
    assert "jnp.asarray" in event.hint and "static_argnums" not in event.hint
    assert "keyword" not in event.hint


@pytest.mark.parametrize("swap", ["library", "user"])
def test_an_activation_swapped_with_tree_at_is_named_by_function(swap):
    # `eqx.tree_at` puts another activation into the model: JAX compiles again. relu is
    # a custom_jvp object and tanh a jitted function (their texts were addresses), and
    # the fix is never "pass it as a traced array"
    first, second = (jax.nn.relu, jax.nn.tanh) if swap == "library" else (_softsign, _swish)

    @eqx.filter_jit
    def forward(model, x):
        return jax.vmap(model)(x)

    def workload():
        model = eqx.nn.MLP(3, 1, 4, 1, activation=first, key=jax.random.key(0))
        forward(model, jnp.ones((2, 3)))
        forward(eqx.tree_at(lambda m: m.activation, model, second), jnp.ones((2, 3)))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert compiled(log, "forward") == 2
    event = single_recompile(ep)
    [cause] = event.causes
    assert (cause.kind, cause.path, cause.reason) == ("static_value", "model.activation",
                                                      "function")
    # a user's function is numbered (`function _swish #1`): one name, several objects
    assert cause.before.startswith(f"function {first.__qualname__}")
    assert cause.after.startswith(f"function {second.__qualname__}")
    assert "traced array" not in event.hint and "reuse" in event.hint


def _swish(x):
    return x * jax.nn.sigmoid(x)


def _softsign(x):
    return x / (1 + jnp.abs(x))


# --- a library's jitted closure made anew per call, the old ones kept alive --------------


def _linen_programs():
    nn = pytest.importorskip("flax.linen")

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            return nn.Dense(3)(x)

    class Other(nn.Module):
        @nn.compact
        def __call__(self, x):
            return jnp.tanh(nn.Dense(3)(x))

    lifted, other = nn.jit(Block), nn.jit(Other)

    class LiftedInCall(nn.Module):  # `nn.jit(Block)` inside __call__: a new one per apply
        @nn.compact
        def __call__(self, x):
            return nn.jit(Block)()(x)

    class LiftedOnceUsedTwice(nn.Module):
        @nn.compact
        def __call__(self, x):
            return lifted()(lifted()(x))

    class TwoLifted(nn.Module):  # two lifted classes: two functions at flax's one line
        @nn.compact
        def __call__(self, x):
            return other()(lifted()(x))

    return {"in_call": LiftedInCall(), "once": LiftedOnceUsedTwice(), "two": TwoLifted()}


@pytest.mark.parametrize("shape, recompiles", [("in_call", 2), ("once", 0), ("two", 0)])
def test_flax_nn_jit_made_in_call_recompiles_every_apply(shape, recompiles):
    # flax linen jits a fresh closure (`core_fn`, flax's code) on every apply of a model
    # that calls `nn.jit(Block)` inside `__call__`, and keeps the earlier ones alive: JAX
    # compiles on every apply with the same input. That was three "distinct functions",
    # each a first compile (exit 0). Lifted once, one compile; two lifted classes at
    # flax's one line, reached from two lines of the model, stay two functions.
    net = _linen_programs()[shape]
    variables = net.init(jax.random.key(0), jnp.ones((2, 3)))

    def workload():
        for _ in range(3):
            net.apply(variables, jnp.ones((2, 3)))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    assert sum(f.compiles for f in ep.functions) == compiled(log, "core_fn")
    assert compiled(log, "core_fn") == {"in_call": 3, "once": 1, "two": 2}[shape]
    events = [e for f in ep.functions for e in f.events if e.recompile]
    assert len(events) == ep.unexpected == recompiles
    for event in events:
        assert event.causes[0].kind == "redefined_function"


def _double(x):
    return x * 2


@pytest.mark.parametrize("shape, jax_compiles", [
    ("eqx_lambda_in_loop", 3), ("eqx_function_in_loop", 1), ("nnx_function_in_loop", 3),
    ("eqx_two_hoisted", 2)])
def test_a_wrapper_made_in_a_loop_is_a_redefinition_though_its_cache_keeps_it(
        shape, jax_compiles):
    # `eqx.filter_jit(lambda ...)` or `nnx.jit(f)` inside a loop: JAX compiles on every
    # pass, and the framework's caches keep the earlier objects alive, which made each
    # pass a "distinct function" with a first compile (exit 0). equinox reuses its jit
    # for one function object (one compile); two wrappers made once stay two functions.
    def workload():
        x = jnp.ones(2)
        if shape == "eqx_lambda_in_loop":
            for _ in range(3):
                def bump(v):  # a new function object on every pass, as a lambda is
                    return v + 1
                eqx.filter_jit(bump)(x)
        elif shape == "eqx_function_in_loop":
            for _ in range(3):
                eqx.filter_jit(_double)(x)
        elif shape == "nnx_function_in_loop":
            nnx = pytest.importorskip("flax.nnx")
            for _ in range(3):
                nnx.jit(_double)(x)
        else:
            def bump(v):
                return v + 1

            up, down = eqx.filter_jit(bump), eqx.filter_jit(functools.partial(bump))
            for _ in range(3):
                up(x), down(x)

    with jax_compile_log() as log:
        ep = run_workload(workload)
    name = "_double" if "function" in shape else "bump"
    assert compiled(log, name) == jax_compiles
    assert sum(f.compiles for f in ep.functions) == jax_compiles
    expected = 0 if shape in ("eqx_function_in_loop", "eqx_two_hoisted") else jax_compiles - 1
    events = [e for f in ep.functions for e in f.events if e.recompile]
    assert len(events) == ep.unexpected == expected
    assert all(e.causes[0].kind == "redefined_function" for e in events)
