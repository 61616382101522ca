"""Attribution cases found by running jaxcheck on code written fresh for the check.

Each test pins a bug that once made jaxcheck wrong on real code: compiles charged
to JAX's own helpers, distinct functions merged into one, hints that did not fit.
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import pytest
from helpers import only_function, recompile_causes, run_workload


@pytest.mark.parametrize("body", ["scan", "fori_loop", "random", "linalg"])
def test_functions_using_lowering_helpers_are_reported(body):
    # Lowering these ops traces JAX's own jitted helpers after the user's trace:
    # the compile still belongs to the user's function.
    def step(x, key):
        if body == "scan":
            return jax.lax.scan(lambda c, r: (c + r, c), jnp.zeros(x.shape[1]), x)[0]
        if body == "fori_loop":
            return jax.lax.fori_loop(0, x.shape[0], lambda i, c: c + x[i], jnp.zeros(x.shape[1]))
        if body == "random":
            return x + jax.random.normal(key, x.shape)
        return jnp.linalg.inv(x.T @ x + jnp.eye(x.shape[1]))

    jitted = jax.jit(step)

    def workload():
        key = jax.random.PRNGKey(0)
        jitted(jnp.ones((3, 2)), key)
        jitted(jnp.ones((5, 2)), key)

    ep = run_workload(workload)
    assert only_function(ep).name.endswith("step")
    assert recompile_causes(ep) == [("shape", "x", "f32[3,2]", "f32[5,2]")]


def _loss(w, x):
    return jnp.sum((x @ w) ** 2)


def _scaled(factor, x):
    return factor * x


def test_distinct_functions_from_one_location_are_not_redefinitions():
    # jit(f) beside jit(grad(f)), two partials, two lambdas on one line: all alive
    # together, each compiles once; none is a recompile of another.
    def workload():
        w, x = jnp.ones(3), jnp.ones((2, 3))
        value = jax.jit(_loss)
        grad = jax.jit(jax.grad(_loss))
        by2 = jax.jit(functools.partial(_scaled, 2.0))
        by3 = jax.jit(functools.partial(_scaled, 3.0))
        up, down = jax.jit(lambda v: v + 1), jax.jit(lambda v: v - 1)
        for _ in range(2):
            value(w, x), grad(w, x), by2(x), by3(x), up(x), down(x)

    ep = run_workload(workload)
    names = sorted(f.name.rsplit(".", 1)[-1] for f in ep.functions)
    assert names == ["<lambda>", "<lambda>", "_loss", "_loss", "_scaled", "_scaled"]
    assert [f.compiles for f in ep.functions] == [1] * 6
    assert ep.unexpected == 0


def test_a_discarded_function_recreated_is_a_redefinition():
    def workload():
        x = jnp.ones(2)
        for _ in range(3):
            x = jax.jit(functools.partial(_scaled, 0.5))(x)

    fn = only_function(run_workload(workload))
    assert [[c.kind for c in e.causes] for e in fn.events] == [
        ["new_function"], ["redefined_function"], ["redefined_function"]]


def test_static_value_of_another_type_is_a_static_value_change():
    f = jax.jit(lambda x, n: x * n, static_argnames="n")

    def workload():
        f(jnp.ones(2), n=2)
        f(jnp.ones(2), n=2.0)  # equal and same hash; newer JAX keys it apart by type

    fn = only_function(run_workload(workload))
    for event in fn.events[1:]:
        assert [(c.kind, c.path, c.before, c.after) for c in event.causes] == [
            ("static_value", "n", "2 (int)", "2.0 (float)")]


def test_none_versus_array_names_none_and_says_so():
    f = jax.jit(lambda batch: batch["x"] if batch["mask"] is None else batch["x"] * batch["mask"])

    def workload():
        f({"x": jnp.ones(4), "mask": None})
        f({"x": jnp.ones(4), "mask": jnp.ones(4)})

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("pytree_structure", "batch['mask']", "None", "f32[4]")]
    assert "None" in only_function(ep).events[1].hint


def test_argument_left_out_gets_its_own_hint():
    f = jax.jit(lambda x, factor=2.0: x * factor)

    def workload():
        f(jnp.ones(2))
        f(jnp.ones(2), 3.0)

    ep = run_workload(workload)
    assert recompile_causes(ep) == [("arg_signature", "factor", "not passed", "positional")]
    hint = only_function(ep).events[1].hint
    assert "default" in hint and "keyword another time" not in hint


def test_changed_static_field_of_a_pytree_node_is_named_as_such():
    @functools.partial(jax.tree_util.register_dataclass, data_fields=["w"], meta_fields=["act"])
    class Layer:
        def __init__(self, w, act):
            self.w, self.act = w, act

    f = jax.jit(lambda layer, x: jnp.tanh(x @ layer.w) if layer.act == "tanh" else x @ layer.w)

    def workload():
        f(Layer(jnp.ones((2, 2)), "tanh"), jnp.ones(2))
        f(Layer(jnp.ones((2, 2)), "linear"), jnp.ones(2))

    ep = run_workload(workload)
    (cause,) = only_function(ep).events[1].causes
    assert (cause.kind, cause.path) == ("pytree_structure", "layer")
    assert "tanh" in cause.before and "linear" in cause.after
    assert "static field" in cause.note
    assert "static field" in only_function(ep).events[1].hint
