"""Transformations of jitted functions: every compile of ``vmap``, ``grad``, ``pmap``,
``checkpoint``, ``vjp`` and ``shard_map`` of a user's jit is counted for that function, as
JAX's own log counts it.
"""

from __future__ import annotations

import functools
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from helpers import (
    only_function,
    recompile_causes,
    run_counted,
    run_workload,
)

# --- transformations of jitted functions ----------------------------------------------


@jax.jit
def _per_example(x):
    return jnp.sin(x).sum()


def test_vmap_of_jit_reports_the_batched_argument():
    def workload():
        jax.vmap(_per_example)(jnp.ones((4, 3)))
        jax.vmap(_per_example)(jnp.ones((6, 3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_per_example"] == 2
    assert recompile_causes(ep) == [("shape", "x", "f32[4,3]", "f32[6,3]")]
    assert [e.transform for e in fn.events] == ["vmap", "vmap"]


@jax.jit
def _loss(w, x):
    return jnp.sum(jnp.sin(x @ w))


def test_grad_of_jit_counts_forward_and_backward():
    def workload():
        g = jax.grad(_loss)
        g(jnp.ones(3), jnp.ones((2, 3)))
        g(jnp.ones(3), jnp.ones((5, 3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_loss"] == 4
    assert [(e.recompile, e.transform) for e in fn.events] == [
        (False, "grad (forward)"), (False, "grad (backward)"),
        (True, "grad (forward)"), (True, "grad (backward)")]
    for e in fn.recompiles:
        assert [(c.kind, c.path, c.before, c.after) for c in e.causes] == [
            ("shape", "x", "f32[2,3]", "f32[5,3]")]
    assert ep.unexpected == 2


@pytest.mark.parametrize("how", ["jvp", "linearize", "vjp", "vmap_of_grad"])
def test_other_transformations_of_jit_are_all_counted(how):
    w, x = jnp.ones(3), jnp.ones((2, 3))

    def once(n):
        xs = jnp.ones((n, 3))
        if how == "jvp":
            jax.jvp(_loss, (w, xs), (w, xs))
        elif how == "linearize":
            _, lin = jax.linearize(_loss, w, xs)
            lin(w, xs)
        elif how == "vjp":
            _, back = jax.vjp(_loss, w, xs)
            jnp.ones(7).sum()  # another call between the forward and backward pass
            back(1.0)
        else:
            jax.vmap(jax.grad(_loss), in_axes=(None, 0))(w, jnp.ones((n, 2, 3)))

    def workload():
        once(2)
        once(4)

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_loss"], [e.transform for e in fn.events]
    firsts = [e for e in fn.events if not e.recompile]
    assert len(firsts) == len({e.transform for e in fn.events})
    assert all(e.transform for e in fn.events)
    assert len(fn.recompiles) == fn.compiles - len(firsts) > 0
    for e in fn.recompiles:
        assert {c.kind for c in e.causes} == {"shape"}, e.causes
    del x


def test_plain_call_beside_grad_is_a_program_of_its_own():
    def workload():
        _loss(jnp.ones(3), jnp.ones((2, 3)))
        jax.grad(_loss)(jnp.ones(3), jnp.ones((2, 3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_loss"] == 3
    assert not fn.recompiles
    assert [e.transform for e in fn.events] == [None, "grad (forward)", "grad (backward)"]


@jax.jit
def _remat_inner(x):
    return jnp.sin(x).sum()


def _remat_body(x, n):
    for _ in range(n):
        x = x * 1.1
    return _remat_inner(x)


def test_grad_of_an_eager_checkpoint_compiles_two_backward_programs_not_a_recompile():
    """Under ``grad`` of an eager ``jax.checkpoint``, one call compiles the jitted
    function three times: the forward pass, the recomputed forward and the transposed
    program (both in the backward pass). The third is no recompile of the second."""
    remat = jax.checkpoint(_remat_body, static_argnums=(1,))

    ep, jax_counts = run_counted(lambda: jax.grad(remat)(jnp.ones(3), 2))
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_remat_inner"] == 3
    assert not fn.recompiles and ep.unexpected == 0 and ep.status == "pass"
    assert [e.transform for e in fn.events] == [
        "grad (forward)", "grad (backward)", "grad (backward, program 2)"]

    def workload():
        jax.grad(remat)(jnp.ones(3), 2)
        jax.grad(remat)(jnp.ones(3), 3)  # another static: the remat body's trace only
        jax.grad(remat)(jnp.ones(4), 3)

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_remat_inner"] == 6
    assert [(e.recompile, e.transform) for e in fn.events[3:]] == [
        (True, "grad (forward)"), (True, "grad (backward)"),
        (True, "grad (backward, program 2)")]
    for e in fn.recompiles:
        assert [(c.kind, c.path, c.before, c.after) for c in e.causes] == [
            ("shape", "x", "f32[3]", "f32[4]")]


def test_a_function_redefined_under_grad_is_a_redefinition_in_both_passes():
    """Each executable of a call of a new function object is compiled for that object:
    the backward pass of ``grad`` too (it was "unknown": the object had been seen by
    the time the call's second executable was looked at)."""
    def workload():
        for _ in range(2):
            f = jax.jit(lambda w: jnp.sum(w ** 2))
            jax.grad(f)(jnp.ones(3))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["<lambda>"] == 4
    assert [(e.recompile, e.transform, [c.kind for c in e.causes]) for e in fn.events] == [
        (False, "grad (forward)", ["new_function"]),
        (False, "grad (backward)", ["new_function"]),
        (True, "grad (forward)", ["redefined_function"]),
        (True, "grad (backward)", ["redefined_function"])]


def test_a_vjp_function_called_with_another_cotangent_type_recompiles_its_backward():
    """The same backward program compiled again (a strongly typed cotangent after a
    weakly typed one) stays a recompile: only a program of another arity is new."""
    def workload():
        _, back = jax.vjp(_loss, jnp.ones(3), jnp.ones((2, 3)))
        back(1.0)
        back(jnp.float32(1.0))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_loss"] == 3
    assert [(e.recompile, e.transform) for e in fn.events] == [
        (False, "vjp (forward)"), (False, "autodiff (backward)"),
        (True, "autodiff (backward)")]
    # no new call of _loss: the program's input that changed type is told
    ((cause,),) = [e.causes for e in fn.recompiles]
    assert (cause.kind, cause.before, cause.after) == ("unknown", "f32[] (weak)", "f32[]")


@jax.jit
def _sin_sum(x):
    return jnp.sin(x).sum()


def test_a_cached_transformation_trace_compiled_for_a_new_batch_names_the_argument():
    """``vmap(grad(checkpoint(f)))`` called again with a new batch size reuses its cached
    per-example trace: JAX compiles the jitted function's three programs again with no
    new call of it. The recompiles name the batched argument (they said ``unknown``)."""
    def workload():
        r = jax.checkpoint(lambda x: _sin_sum(x * 2))
        jax.vmap(jax.grad(r))(jnp.ones((2, 3)))
        jax.vmap(jax.grad(r))(jnp.ones((4, 3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_sin_sum"] == 6
    assert [[(c.kind, c.path, c.before, c.after) for c in e.causes] for e in fn.recompiles] \
        == [[("shape", "x", "f32[2,3]", "f32[4,3]")]] * 3


@jax.jit
def _per_device(x):
    return x * 2


def test_pmap_of_a_jitted_function_is_the_users_compile():
    """0.10 runs ``jax.pmap(f)`` as a jit of JAX's own wrapper (``_fun``, holding ``f``):
    its compiles are ``f``'s (they were JAX-internal: a new shape passed silently), with
    the user's arguments (0.4.38 and 0.6.2 compile under ``f``'s own name)."""
    from helpers import compiled, jax_compile_log

    def workload():
        jax.pmap(_per_device)(jnp.ones((2, 3)))
        jax.pmap(_per_device)(jnp.ones((2, 3)))
        jax.pmap(_per_device)(jnp.ones((2, 5)))

    with jax_compile_log() as log:
        ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.compiles == compiled(log, "_fun") + compiled(log, "_per_device") == 2
    # the batched argument on 0.10 (f32[2,3]), the per-device one before (f32[3])
    ((kind, path, before, after),) = recompile_causes(ep)
    assert (kind, path, before[-2:], after[-2:]) == ("shape", "x", "3]", "5]")


def _per_device_plain(x, k=2):
    return x * k


def _sum_per_device(x):
    return _per_device_plain(x).sum()


def _made_anew():
    def plus_one(x):
        return x + 1
    return plus_one


_BACKWARD_PASS = pytest.mark.jax_witness_off(
    "before 0.10 JAX compiles pmap's backward program as `backward_pass`: counted below")


@pytest.mark.parametrize("how", ["shape", "static", "lambda", "vmap", "of_grad",
                                 pytest.param("grad", marks=_BACKWARD_PASS)])
def test_pmap_of_a_plain_function_is_counted(how):
    """``jax.pmap`` of a function that is not jitted compiles through pmap's own path
    on 0.4.38 and 0.6.2 (no jit at all: every compile passed silently there), and as
    a jit of JAX's own per static value on 0.10 (a new static value read as a distinct
    function). Each recompile says why, on every release."""
    from helpers import compiled, jax_compile_log

    def workload():
        if how == "shape":
            for n in (3, 3, 5):
                jax.pmap(_per_device_plain)(jnp.ones((2, n)))
        elif how == "static":
            p = jax.pmap(_per_device_plain, static_broadcasted_argnums=1)
            for k in (2, 2, 3):
                p(jnp.ones((2, 3)), k)
        elif how == "lambda":
            for _ in range(2):
                jax.pmap(_made_anew())(jnp.ones((2, 3)))
        elif how == "vmap":  # pmap rebound by vmap's rule (0.4.38, 0.6.2: silent)
            for n in (3, 5):
                jax.vmap(jax.pmap(_per_device_plain))(jnp.ones((n, 2, 4)))
        elif how == "of_grad":  # a new grad object per call (0.10: kept alive by pmap)
            jax.pmap(jax.grad(_sum_per_device))(jnp.ones((2, 3)))
            jax.pmap(jax.grad(_sum_per_device))(jnp.ones((2, 5)))
        else:  # grad of pmap: its backward pass is pmapped `backward_pass`
            for n in (3, 5):
                jax.grad(lambda x: jax.pmap(_per_device_plain)(x).sum())(jnp.ones((2, n)))

    name = {"lambda": "plus_one", "of_grad": "_sum_per_device"}.get(how, "_per_device_plain")
    with jax_compile_log() as log:
        ep = run_workload(workload)
    fn = only_function(ep)
    assert fn.name.startswith("pmap(")
    jax_count = compiled(log, "_fun") + sum(
        1 for line in log if re.match(rf"Compiling ({re.escape(name)}|backward_pass) ", line))
    assert fn.compiles == jax_count == (4 if how == "grad" else 2)
    causes = [[(c.kind, c.path) for c in e.causes] for e in fn.recompiles]
    assert causes == {"static": [[("static_value", "k")]],
                      "lambda": [[("redefined_function", "pmap")]],
                      "of_grad": [[("redefined_function", "pmap"), ("shape", "x")]],
                      "grad": [[("shape", "x")]] * 2}.get(how, [[("shape", "x")]])


def _per_device_other(x):
    return x - 1


def test_a_pmap_made_again_while_the_earlier_ones_live_is_one_function():
    """``jax.pmap(lambda x: x * k)`` made in a loop and kept: JAX compiles each (on
    0.4.38 and 0.6.2 pmap's own path makes no jitted object, so where it was made is
    unknown: it passed silently as three functions). Two pmaps of two functions, each
    called twice, stay two functions compiled once each."""
    from helpers import compiled, jax_compile_log

    keep = []

    def kept():
        for k in (1.0, 2.0, 3.0):
            keep.append(jax.pmap(lambda x, k=k: x * k))
            keep[-1](jnp.ones((1, 3)))
            keep[-1](jnp.ones((1, 3)))

    def distinct():
        ps = [jax.pmap(_per_device_plain), jax.pmap(_per_device_other)]
        for p in ps * 2:
            p(jnp.ones((1, 3)))

    with jax_compile_log() as log:
        ep = run_workload(kept)
    fn = only_function(ep)
    jax_count = compiled(log, "_fun") + sum(
        1 for line in log if re.match(r"Compiling <lambda> ", line))
    assert fn.compiles == jax_count == 3
    assert [[c.kind for c in e.causes] for e in fn.recompiles] == [["redefined_function"]] * 2
    with jax_compile_log() as log:
        ep = run_workload(distinct)
    assert sorted(f.compiles for f in ep.functions) == [1, 1]
    assert not any(f.recompiles for f in ep.functions)


@jax.jit
def _shard_local(x):
    return jnp.sin(x) * 2


@pytest.mark.jax_witness_off("JAX compiles the user's program under `<unnamed function>`, "
                              "as it does its own equations: the dumped programs witness it")
@pytest.mark.parametrize("how", ["calls", "grad"])
def test_an_eager_shard_map_compiles_the_users_jit_inside_jits_of_its_own(tmp_path, how):
    """Outside jit, ``shard_map`` jits each equation of its body apart, in a new
    ``jit(<unnamed function>)`` on every call: the user's jitted function is traced
    under its name but compiled inside one of those, again on every call (the new
    shape passed silently). Under an eager grad, an equation left with no outputs
    (0.4.38, 0.6.2) compiles nothing of it. JAX's witness: the dumped programs that
    hold ``@_shard_local``."""
    from jax.sharding import Mesh
    from jax.sharding import PartitionSpec as P
    try:
        from jax import shard_map
    except ImportError:  # 0.4.38
        from jax.experimental.shard_map import shard_map

    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))
    g = shard_map(_shard_local, mesh=mesh, in_specs=P("i"), out_specs=P("i"))

    def workload():
        if how == "calls":
            g(jnp.ones(4))
            g(jnp.ones(4))
            g(jnp.ones(8))
        else:
            for n in (4, 8):
                jax.grad(lambda x: g(x).sum())(jnp.ones(n))

    before = jax.config.values["jax_dump_ir_to"]
    jax.config.update("jax_dump_ir_to", str(tmp_path))
    try:
        ep = run_workload(workload)
    finally:
        jax.config.update("jax_dump_ir_to", before)
    jax_count = sum("@_shard_local" in f.read_text() for f in tmp_path.glob("*compile*.mlir"))
    fn = only_function(ep)
    causes = [[(c.kind, c.path, c.reason) for c in e.causes] for e in fn.recompiles]
    if how == "calls":
        assert fn.compiles == jax_count == 3
        assert causes == [[("redefined_function", "shard_map", "helper_every_call")],
                          [("shape", "x", None)]]
    else:  # the forward and the backward program, per call
        assert fn.compiles == jax_count == 4
        assert causes == [[("shape", "x", None)]] * 2


@jax.jit
def _fwd_impl(x):
    return jnp.sin(x), jnp.cos(x)


@jax.jit
def _bwd_impl(c, g):
    return c * g


@jax.custom_vjp
def _custom(x):
    return jnp.sin(x)


_custom.defvjp(lambda x: _fwd_impl(x), lambda c, g: (_bwd_impl(c, g),))


@functools.partial(jax.jit, static_argnums=0)
def _table(n):
    return jnp.arange(n) * 2.0


@jax.jit
def _with_table(x):
    with jax.ensure_compile_time_eval():  # _table compiles during _with_table's trace
        t = _table(x.shape[0])
    return x + t


@pytest.mark.parametrize("how", ["custom_vjp_helpers", "compile_time_eval"])
def test_user_jits_compiled_inside_jaxs_machinery_are_counted_per_function(how):
    """A custom_vjp's forward and backward rules calling jitted functions under an eager
    grad; a jitted function evaluated at trace time inside another one: each compiles
    on its own, once per new shape, as JAX's log says."""
    from helpers import compiled, jax_compile_log

    def workload():
        for n in (3, 4, 3):
            if how == "custom_vjp_helpers":
                jax.grad(lambda x: _custom(x).sum())(jnp.ones(n))
            else:
                _with_table(jnp.ones(n))

    names = ["_fwd_impl", "_bwd_impl"] if how == "custom_vjp_helpers" else \
        ["_with_table", "_table"]
    with jax_compile_log() as log:
        ep = run_workload(workload)
    got = {f.name: f for f in ep.functions}
    assert sorted(got) == sorted(names)
    for name in names:
        assert got[name].compiles == compiled(log, name) == 2, name
        assert {c.kind for c in got[name].recompiles[0].causes} == \
            {"static_value" if name == "_table" else "shape"}
