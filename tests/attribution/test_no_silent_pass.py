"""No silent pass: every compile of a user function is counted, on modern JAX code.

Each test checks jaxcheck's count against JAX's own: the "Finished XLA
compilation of jit(NAME)" lines that ``jax_log_compiles`` prints, counted by a
handler of the test's own, never from jaxcheck's output.
"""

from __future__ import annotations

import functools
import logging
import re
import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from conftest import (
    JAX_VERSION,
    cli,
    only_function,
    recompile_causes,
    run_workload,
    write_module,
)

import jaxcheck
from jaxcheck._src import jaxcompat as compat
from jaxcheck._src.analysis import analyze
from jaxcheck._src.capture import classify, describe, installation

_COMPILED = re.compile(r"Finished XLA compilation of jit\((?P<name>[^)]+)\)")


class JaxCompiles(logging.Handler):
    """Counts, per name, the XLA compilations JAX itself logs while active."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.counts: dict[str, int] = {}

    def emit(self, record: logging.LogRecord) -> None:
        m = _COMPILED.search(record.getMessage())
        if m:
            self.counts[m["name"]] = self.counts.get(m["name"], 0) + 1

    def __enter__(self) -> JaxCompiles:
        self._saved = jax.config.jax_log_compiles
        jax.config.update("jax_log_compiles", True)
        self._logger = logging.getLogger("jax")
        self._logger.addHandler(self)
        return self

    def __exit__(self, *exc) -> None:
        self._logger.removeHandler(self)
        jax.config.update("jax_log_compiles", self._saved)


def run_counted(workload):
    """Run ``workload`` under jaxcheck, and count JAX's own compiles beside it."""
    with JaxCompiles() as jax_count:
        ep = run_workload(workload)
    return ep, jax_count.counts


# --- typed PRNG keys ---------------------------------------------------------------


@jax.jit
def _noisy(key, x):
    return x + jax.random.normal(key, x.shape)


def test_typed_key_argument_does_not_hide_a_recompile():
    def workload():
        k = jax.random.key(0)
        _noisy(k, jnp.ones(3))
        _noisy(k, jnp.ones(4))

    ep, jax_counts = run_counted(workload)
    assert only_function(ep).compiles == jax_counts["_noisy"] == 2
    assert recompile_causes(ep) == [("shape", "x", "f32[3]", "f32[4]")]
    assert ep.status == "fail"


def _key_change(before, after):
    def workload():
        _noisy(before(), jnp.ones(3))
        _noisy(after(), jnp.ones(3))

    return recompile_causes(run_workload(workload))


def test_typed_key_replaced_by_a_legacy_key_is_a_dtype_change():
    causes = _key_change(lambda: jax.random.key(0), lambda: jax.random.PRNGKey(0))
    assert causes == [("dtype", "key", "key<fry>[]", "u32[2]")]


def test_key_implementation_change_is_a_dtype_change():
    causes = _key_change(lambda: jax.random.key(0), lambda: jax.random.key(0, impl="rbg"))
    assert causes == [("dtype", "key", "key<fry>[]", "key<rbg>[]")]


def test_key_shape_change_is_a_shape_change():
    @jax.jit
    def first(keys, x):
        return x + jax.random.normal(keys[0], x.shape)

    def workload():
        first(jax.random.split(jax.random.key(0), 2), jnp.ones(3))
        first(jax.random.split(jax.random.key(0), 3), jnp.ones(3))

    assert recompile_causes(run_workload(workload)) == [
        ("shape", "keys", "key<fry>[2]", "key<fry>[3]")]


# --- the invariant -------------------------------------------------------------------


def test_a_call_without_a_signature_still_recompiles_and_says_why():
    # Whatever breaks the signature of a call, its compile is counted as a
    # recompile of a function that compiled before, explained as unknown.
    @jax.jit
    def f(x):
        return x * 2

    with jaxcheck.watch() as w:
        f(jnp.ones(2))
        f(jnp.ones(5))
    cap_records = w._records
    assert len([r for r in cap_records if r.name.endswith("f")]) == 2
    broken = [r for r in cap_records if r.name.endswith("f")][1]
    broken.signature, broken.signature_error = None, "TypeError: no signature"

    (fn,) = analyze.functions(cap_records)
    first, second = fn.events
    assert (first.recompile, second.recompile) == (False, True)
    (cause,) = second.causes
    assert cause.kind == "unknown"
    assert "could not read this call's arguments (TypeError: no signature)" in cause.note
    assert second.signature_error == "TypeError: no signature"
    assert second.hint and not second.expected
    if JAX_VERSION >= (0, 4, 38):  # JAX words a shape change on every supported release
        assert (cause.path, cause.before, cause.after) == ("x", "f32[2]", "f32[5]")
        assert "shape change at x" in cause.note
    analyze.check_invariant(cap_records, [fn])


def test_invariant_catches_a_lost_compile():
    @jax.jit
    def f(x):
        return x * 2

    with jaxcheck.watch() as w:
        f(jnp.ones(2))
        f(jnp.ones(3))
    records = w._records
    (fn,) = analyze.functions(records)
    fn.events.pop()
    with pytest.raises(analyze.InvariantError, match="2 compiles of user functions, 1 events"):
        analyze.check_invariant(records, [fn])
    (fn,) = analyze.functions(records)
    fn.events[1].recompile = False
    with pytest.raises(analyze.InvariantError, match="2 first compiles for 1 programs"):
        analyze.check_invariant(records, [fn])


# --- a call jaxcheck could not classify ----------------------------------------------


@jax.jit
def _unclassifiable(x):
    return x * 2


def _plant_fault(monkeypatch, owner, attr: str, calls: set[int]) -> None:
    """Make jaxcheck's step ``owner.attr`` raise on the listed calls (1-based) of
    ``_unclassifiable``, as a bug of jaxcheck's would; every other call runs it as is."""
    original = getattr(owner, attr)
    seen = []

    def planted(*args):
        call = args[-1]  # every step takes the call last (a method: after self, rec)
        if getattr(call.fun, "__name__", None) == "_unclassifiable":
            seen.append(call)
            if len(seen) in calls:
                raise RuntimeError("planted fault")
        return original(*args)

    monkeypatch.setattr(owner, attr, planted)


@pytest.mark.parametrize("calls", [{1, 2}, {2}], ids=["every call", "second call"])
@pytest.mark.parametrize("owner, attr", [(classify, "_defined_by_jax"),
                                         (describe.Describer, "_identity")],
                         ids=["what the call is", "what its record says"])
def test_a_call_jaxcheck_cannot_classify_still_counts_and_is_said(monkeypatch, owner,
                                                                   attr, calls):
    # A failure of jaxcheck's own while it reads a call must neither break the user's
    # program nor lose the call: its compiles still count for the function (JAX's
    # compile log is the witness), the recompile still fails the run, and the report
    # says that a call could not be classified.
    _plant_fault(monkeypatch, owner, attr, calls)

    def workload():
        _unclassifiable(jnp.ones(3))
        _unclassifiable(jnp.ones(4))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.name.endswith("_unclassifiable")
    assert fn.compiles == jax_counts["_unclassifiable"] == 2
    assert recompile_causes(ep) == [("shape", "x", "f32[3]", "f32[4]")]
    assert ep.status == "fail"
    assert ep.notes == [f"a call could not be classified: RuntimeError: planted fault; "
                        f"its compiles are counted as `{fn.name}`'s ({fn.defined_at})"]


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
    from conftest import compiled, jax_compile_log

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
    from conftest import compiled, jax_compile_log

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
    from conftest import compiled, jax_compile_log

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
    from conftest import compiled, jax_compile_log

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


# --- JAX's own jitted helpers outside jit ----------------------------------------------


def _helper_calls(kind):
    x = jnp.ones(3)
    if kind == "while_loop":
        return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2.0), (0, x))
    if kind == "scan":
        return jax.lax.scan(lambda c, r: (c + r, c), 0.0, x)
    if kind == "cond":
        return jax.lax.cond(True, lambda v: v + 1, lambda v: v - 1, x)
    if kind == "fori_loop":
        return jax.lax.fori_loop(0, 3, lambda i, c: c * 2.0, x)
    if kind == "switch":
        return jax.lax.switch(1, [lambda v: v, lambda v: v * 2], x)
    return jax.lax.map(lambda v: v * 2, x)


@pytest.mark.parametrize("kind", ["while_loop", "scan", "cond", "fori_loop", "switch", "map"])
def test_fresh_closures_in_loop_helpers_outside_jit_are_recompiles(kind):
    def workload():
        for _ in range(3):
            _helper_calls(kind)

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    jax_total = sum(jax_counts.values())
    assert fn.compiles == 3, (fn.name, jax_counts)
    assert fn.compiles + ep.internal_compiles == jax_total
    assert fn.events[0].transform.startswith(("lax.", "jax."))
    assert fn.events[0].transform.endswith("outside jit")
    for e in fn.recompiles:
        assert e.causes[0].kind == "redefined_function"
        assert "define the function once" in e.hint
        assert e.call_site and e.call_site.endswith(f":{_helper_line(kind)}")
    assert ep.unexpected == 2


def _helper_line(kind):
    import inspect

    lines, start = inspect.getsourcelines(_helper_calls)
    for offset, line in enumerate(lines):
        if f"jax.lax.{kind}(" in line:
            return start + offset
    raise AssertionError(kind)


def _body(c):
    return c[0] + 1, c[1] * 2.0


def _cond(c):
    return c[0] < 3


def _halve(i, c):
    return c * 0.5


def test_the_backward_pass_of_a_loop_outside_jit_is_the_loops():
    """``jax.grad`` of a function that runs ``lax.fori_loop`` outside jit: JAX compiles
    the loop's scan for the forward pass and, apart, its transpose for the backward
    pass, without the user's API on the stack (it was a JAX-internal op)."""
    def workload():
        for n in (3, 4):
            jax.grad(lambda x: jax.lax.fori_loop(0, 3, _halve, x).sum())(jnp.ones(n))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["scan"] == 4
    assert [e.transform for e in fn.events] == [
        "lax.fori_loop outside jit", "lax.fori_loop outside jit, grad (backward)"] * 2
    assert [(e.recompile, e.causes[0].kind) for e in fn.events] == [
        (False, "new_function"), (False, "new_function"), (True, "shape"), (True, "shape")]


ODEINT = """
import jax, jax.numpy as jnp
from jax.experimental.ode import odeint

@jax.jit
def dyn(y, t):
    return -y

def main():
    odeint(dyn, jnp.ones(2), jnp.linspace(0.0, 1.0, 5))
    odeint(dyn, jnp.ones(2), jnp.linspace(0.0, 1.0, 7))  # a new time grid
"""


@pytest.mark.parametrize("mode", ["execute", "trace"])
def test_a_jit_of_jaxs_own_handed_the_users_function_is_the_users(tmp_path, mode):
    """``odeint`` jits a wrapper of JAX's own with the user's dynamics as a static
    argument (``_odeint_wrapper``): a new time grid compiles it again while ``dyn``'s
    trace is cached. That compile is ``dyn``'s through ``odeint``, with the argument
    that changed (it passed silently, in both modes)."""
    from conftest import compiled, jax_compile_log

    target = str(write_module(tmp_path, None, ODEINT)) + ":main"
    with jax_compile_log() as log:
        report = jaxcheck.run([target], mode=mode)
    (ep,) = report.entrypoints
    fn = only_function(ep)
    assert fn.name == "dyn" and ep.mode == "execute"  # trace mode falls back
    assert fn.compiles == compiled(log, "_odeint_wrapper") == 2
    assert [[(c.kind, c.path) for c in e.causes] for e in fn.recompiles] == [[("shape", "t")]]
    assert report.exit_code == 1


def test_hoisted_loop_body_outside_jit_compiles_once():
    def workload():
        for _ in range(3):
            jax.lax.while_loop(_cond, _body, (0, jnp.ones(3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == 1 == jax_counts["while"]
    assert fn.name == "_body"


def test_loop_helper_operand_shape_change_is_a_shape_change():
    def workload():
        for n in (3, 5):
            jax.lax.while_loop(_cond, _body, (0, jnp.ones(n)))

    # named as the API's parameter where JAX keeps it, else as the compiled operand
    (kind, path, before, after), = recompile_causes(run_workload(workload))
    assert (kind, before, after) == ("shape", "f32[3]", "f32[5]")
    assert path in ("init_val[1]", "operands[1]")


def test_loop_helper_inside_jit_is_part_of_the_jitted_function():
    @jax.jit
    def f(x):
        return jax.lax.while_loop(lambda c: c[0] < 3, lambda c: (c[0] + 1, c[1] * 2.0),
                                  (0, x))[1]

    def workload():
        f(jnp.ones(3))
        f(jnp.ones(3))

    ep = run_workload(workload)
    assert only_function(ep).compiles == 1
    assert only_function(ep).events[0].transform is None


# --- the closest earlier signature ---------------------------------------------------------


def test_recompile_is_explained_against_the_closest_signature():
    @jax.jit
    def f(x):
        return x.sum()

    def workload():
        for shape in [(1, 2), (10, 20, 30), (1, 2, 3), (10, 2, 30)]:
            f(jnp.ones(shape))

    ep = run_workload(workload)
    last = only_function(ep).events[-1]
    assert [(c.kind, c.path, c.before, c.after) for c in last.causes] == [
        ("shape", "x", "f32[10,20,30]", "f32[10,2,30]")]


def test_closest_ranks_by_changed_paths_then_size_then_recency():
    from jaxcheck._src.analysis import diff
    from jaxcheck._src.signature.signature import Leaf, Signature

    def sig(**leaves):
        return Signature(passing={k: "positional" for k in leaves},
                         leaves={k: Leaf(v, "f32", False) for k, v in leaves.items()})

    now = sig(x=(4, 4), y=(2,))
    one_path_far = sig(x=(1, 1), y=(2,))
    two_paths_near = sig(x=(4, 5), y=(3,))
    one_path_near = sig(x=(4, 5), y=(2,))
    same_again = sig(x=(4, 5), y=(2,))
    assert diff.closest([one_path_far, two_paths_near], now)[0] == 0
    assert diff.closest([one_path_far, one_path_near, two_paths_near], now)[0] == 1
    assert diff.closest([one_path_near, same_again], now)[0] == 1  # most recent on ties


# --- the capture proves itself ----------------------------------------------------------------


def _unreachable_seam(monkeypatch):
    # As if a JAX release moved `_infer_params`: jaxcheck patches a module that
    # JAX's jit never calls, so nothing would be recorded.
    dummy = types.SimpleNamespace(_infer_params=lambda *a, **k: None)
    monkeypatch.setattr(compat.hooks, "pjit_module", lambda: dummy)
    monkeypatch.setattr(installation.INSTALLATION, "_proven", set())


def test_capture_refuses_to_run_when_it_cannot_see_jax(monkeypatch):
    _unreachable_seam(monkeypatch)
    flags = (jax.config.jax_explain_cache_misses, jax.config.jax_log_compiles)
    with pytest.raises(compat.UnsupportedJax,
                       match=rf"^jax {re.escape(jax.__version__)} is not supported by this "
                             r"jaxcheck: no jitted call reached"):
        with jaxcheck.watch():
            pass
    assert (jax.config.jax_explain_cache_misses, jax.config.jax_log_compiles) == flags
    assert not installation.hooks_active()
    from jax._src import pjit

    assert not hasattr(pjit._infer_params, "__wrapped_by_jaxcheck__")


def test_unsupported_jax_is_one_line_and_exit_2(tmp_path):
    write_module(tmp_path, "w.py", """
        import jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(2)); f(jnp.ones(3))
    """)
    driver = write_module(tmp_path, "drive.py", """
        import sys, types
        import jaxcheck._src.jaxcompat.hooks as hooks
        hooks.pjit_module = lambda: types.SimpleNamespace(_infer_params=None)
        from jaxcheck._src.cli.app import main
        sys.argv = ["jaxcheck", *sys.argv[1:]]
        main()
    """)
    import subprocess
    import sys

    from conftest import subprocess_env

    proc = subprocess.run([sys.executable, str(driver), "run", "w.py:main"], cwd=tmp_path,
                          env=subprocess_env(), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        f"jaxcheck: error: jax {jax.__version__} is not supported by this jaxcheck"), lines
    assert "Traceback" not in proc.stderr


def test_hook_wrappers_pass_every_argument_through():
    from jax._src import pjit

    with jaxcheck.watch():
        wrapper = pjit._infer_params
        assert wrapper.__wrapped_by_jaxcheck__ is not None
        import inspect

        params = list(inspect.signature(wrapper).parameters.values())
        assert [p.kind for p in params] == [inspect.Parameter.VAR_POSITIONAL,
                                             inspect.Parameter.VAR_KEYWORD]


# --- a target that ends the process -----------------------------------------------------------


def test_os_exit_in_a_target_is_a_crash_not_a_pass():
    def workload():
        f = jax.jit(lambda x: x + 1)
        f(jnp.ones(2))
        import os

        os._exit(0)

    ep = run_workload(workload, allow_error=True)
    assert ep.error is not None and ep.error.type == "Crashed"
    assert "os._exit(0)" in ep.error.message
    assert only_function(ep).compiles == 1
    import os

    assert os._exit.__module__ == "posix"


@pytest.mark.parametrize("isolate", [False, True])
def test_os_exit_zero_exits_3_with_a_report(tmp_path, isolate):
    write_module(tmp_path, "bye.py", """
        import os, jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(2)); f(jnp.ones(3)); os._exit(0)
    """)
    code, out, err = cli("run", "bye.py:main", "--format", "json",
                         *(["--isolate"] if isolate else []), cwd=tmp_path)
    assert code == 3, err
    import json

    report = json.loads(out)
    (ep,) = report["entrypoints"]
    assert ep["error"]["type"] == "Crashed"
    assert "os._exit(0)" in ep["error"]["message"]


# --- code nobody here wrote ------------------------------------------------------------------


def test_flax_nnx_model_with_rngs_and_dropout():
    nnx = pytest.importorskip("flax.nnx")

    class Model(nnx.Module):
        def __init__(self, rngs):
            self.lin = nnx.Linear(3, 4, rngs=rngs)
            self.drop = nnx.Dropout(0.5, rngs=rngs)

        def __call__(self, x):
            return self.drop(self.lin(x))

    @nnx.jit
    def step(model, x):
        return model(x).sum()

    def workload():
        model = Model(nnx.Rngs(0, dropout=1))
        step(model, jnp.ones((2, 3)))
        step(model, jnp.ones((2, 3)))
        step(model, jnp.ones((5, 3)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.name.endswith("step")
    assert fn.compiles == sum(jax_counts.values()) - ep.internal_compiles == 2
    (kind, path, before, after), = recompile_causes(ep)
    assert (kind, before, after) == ("shape", "f32[2,3]", "f32[5,3]")
    assert path.endswith("x")


def test_equinox_filter_jit_step_taking_a_key():
    eqx = pytest.importorskip("equinox")

    @eqx.filter_jit
    def step(model, x, key):
        return model(x, key=key)

    def workload():
        model = eqx.nn.Dropout(0.5)
        key = jax.random.key(0)
        for n in (3, 3, 4):
            key, sub = jax.random.split(key)
            step(model, jnp.ones(n), sub)

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == 2
    assert recompile_causes(ep) == [("shape", "x", "f32[3]", "f32[4]")]


def test_optax_with_a_schedule():
    optax = pytest.importorskip("optax")
    opt = optax.adam(optax.exponential_decay(0.1, 10, 0.9))

    @jax.jit
    def step(params, state, x):
        g = jax.grad(lambda p: jnp.sum(p["w"] * x))(params)
        updates, state = opt.update(g, state, params)
        return optax.apply_updates(params, updates), state

    def workload():
        params = {"w": jnp.ones(3)}
        state = opt.init(params)
        for _ in range(3):  # the schedule's count is traced: no recompile
            params, state = step(params, state, jnp.ones(3))
        step(params, state, jnp.ones(3, jnp.int32))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == 2
    assert recompile_causes(ep) == [("dtype", "x", "f32[3]", "i32[3]")]


def test_numpy_inputs_are_leaves():
    @jax.jit
    def f(x):
        return x + 1

    def workload():
        f(np.ones(2, np.float32))
        f(np.ones(3, np.float32))

    assert recompile_causes(run_workload(workload)) == [("shape", "x", "f32[2]", "f32[3]")]


# --- a plain call after grad ---------------------------------------------------------------


@jax.jit
def _sq_loss(x):
    return jnp.sum(x ** 2)


def test_a_plain_call_on_a_new_shape_after_grad_is_the_recompile_jax_reports():
    """Four grad compiles of a jitted loss (two shapes, forward and backward), then a
    plain call on a third shape: JAX explains a cache miss at x (f32[40,4] now), so
    jaxcheck calls it a recompile with that cause, not a first compile."""
    def workload():
        for n in (16, 8):
            jax.grad(_sq_loss)(jnp.ones((n, 4)))
        _sq_loss(jnp.ones((40, 4)))

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_sq_loss"] == 5
    *grads, plain = fn.events
    assert [e.transform for e in grads] == ["grad (forward)", "grad (backward)"] * 2
    assert plain.transform is None and plain.recompile
    [cause] = plain.causes
    assert (cause.kind, cause.path, cause.after) == ("shape", "x", "f32[40,4]")
    assert "shape" in plain.explanation_kinds  # JAX's own words: a cache miss at x


# --- JAX's own calls inside a user's trace --------------------------------------------------
# A call of JAX's own jitted function made while a user function is traced (one per
# equation) has no record of its own unless one is needed: this pins the two cases where
# it is, against JAX: its compile log, and the user's function bodies, which run exactly
# when JAX traces them (JAX 0.10.2 logs only outermost traces).

#: JAX's log lines and "traced NAME" from the bodies below, in order, while JaxLog is on.
_EVENTS: list[str] = []


@jax.jit
def _leaf(v):
    _EVENTS.append("traced _leaf")
    return v * 3.0


@jax.jit
def _inner(v):
    _EVENTS.append("traced _inner")
    return _leaf(v) * 2.0


@jax.jit
def _pieces(v):
    _EVENTS.append("traced _pieces")
    return v + 1.0


@jax.jit
def _more_pieces(v):
    _EVENTS.append("traced _more_pieces")
    return v - 1.0


def _as_is(v):
    return v


@jax.jit
def _stage_cos(x):
    return jnp.cos(x)


@jax.jit
def _outer(x):
    x = jnp.piecewise(x, [x > 0], [_pieces, _as_is])  # JAX's jitted _piecewise: now known
    with jax.ensure_compile_time_eval():
        # JAX's own op, known from an earlier capture: compiled eagerly inside the trace,
        # with no record of it in this capture yet
        d = jnp.cos(np.ones(5, np.float32))
        c = _inner(np.ones(3, np.float32))  # the user's function, compiled eagerly
    # JAX's _piecewise traces the user's _more_pieces, after _inner compiled
    y = jnp.piecewise(x, [x > 0], [_more_pieces, _as_is])
    _EVENTS.append("traced _outer")
    return y.sum() + c.sum() + d.sum()


class JaxLog(logging.Handler):
    """JAX's log lines into ``_EVENTS`` while active (``jax_log_compiles`` on)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)

    def emit(self, record: logging.LogRecord) -> None:
        _EVENTS.append(record.getMessage())

    def __enter__(self) -> JaxLog:
        _EVENTS.clear()
        self._saved = jax.config.jax_log_compiles
        jax.config.update("jax_log_compiles", True)
        logging.getLogger("jax").addHandler(self)
        return self

    def __exit__(self, *exc) -> None:
        logging.getLogger("jax").removeHandler(self)
        jax.config.update("jax_log_compiles", self._saved)


def test_calls_of_jaxs_own_inside_a_trace_keep_every_compile_and_retrace_where_jax_has_them():
    run_workload(lambda: _stage_cos(jnp.ones(2)))  # JAX's jnp.cos seen under a capture
    with JaxLog():
        ep = run_workload(lambda: _outer(jnp.ones(4)))
    compiled = [m["name"] for line in _EVENTS if (m := _COMPILED.search(line))
                and m["name"] != compat.PROBE_NAME]
    functions = {f.name.rsplit(".", 1)[-1]: f for f in ep.functions}
    # every XLA compile JAX made: the user's two functions, the rest JAX's own eager ops
    # (the eager cos inside the trace among them)
    assert "cos" in compiled
    assert sorted(functions) == ["_inner", "_outer"]
    assert sum(f.compiles for f in ep.functions) + ep.internal_compiles == len(compiled)
    assert functions["_inner"].compiles == compiled.count("_inner") == 1
    # what each compile retraced is what JAX traced inside it: _leaf inside _inner, and
    # inside _outer everything, _more_pieces (inside JAX's _piecewise) after _inner had
    # compiled, so never part of _inner's compile
    traced = [e for e in _EVENTS if e.startswith("traced ")]
    assert sorted(traced) == sorted(f"traced {name}" for name in (
        "_pieces", "_inner", "_leaf", "_more_pieces", "_outer"))  # each traced once
    at = {e: i for i, e in enumerate(_EVENTS) if e in traced}
    inner_done = next(i for i, e in enumerate(_EVENTS)
                      if "Finished XLA compilation of jit(_inner)" in e)
    assert at["traced _pieces"] < at["traced _inner"] < at["traced _leaf"] < inner_done
    assert inner_done < at["traced _more_pieces"] < at["traced _outer"]
    assert functions["_inner"].events[0].retraced == ["_leaf"]
    assert set(functions["_outer"].events[0].retraced) == {
        "_pieces", "_inner", "_leaf", "_more_pieces"}


def _plus_one(x):
    return x + 1


def test_a_function_rejitted_with_other_shardings_says_which():
    """``jax.jit(g, in_shardings=...)`` (or ``out_shardings``) again with another value
    compiles again with the same arguments; JAX explains nothing. The recompile names
    the ``jax.jit`` argument (it said ``unknown``)."""
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    mesh = Mesh(np.array(jax.devices()[:2]), ("i",))

    def workload():
        x = jnp.ones((4, 2))
        jax.jit(_plus_one, in_shardings=NamedSharding(mesh, P("i")))(x)
        jax.jit(_plus_one, in_shardings=NamedSharding(mesh, P(None, "i")))(x)
        jax.jit(_plus_one, out_shardings=NamedSharding(mesh, P("i")))(x)

    ep, jax_counts = run_counted(workload)
    fn = only_function(ep)
    assert fn.compiles == jax_counts["_plus_one"] == 3
    assert [[(c.kind, c.path, c.reason) for c in e.causes] for e in fn.recompiles] == [
        [("compiler_options", "in_shardings", "jit_argument")],
        [("compiler_options", "in_shardings, out_shardings", "jit_argument")]]
    assert "(None, 'i')" in fn.recompiles[0].causes[0].after
