"""No silent pass: every compile of a user function is counted, on modern JAX code.

Each test checks jaxcheck's count against JAX's own: the "Finished XLA
compilation of jit(NAME)" lines that ``jax_log_compiles`` prints, counted by a
handler of the test's own, never from jaxcheck's output.
"""

from __future__ import annotations

import re
import types

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from helpers import (
    JAX_VERSION,
    JaxCompiles,
    only_function,
    recompile_causes,
    run_counted,
    run_workload,
)

import jaxcheck
from jaxcheck._src import jaxcompat as compat
from jaxcheck._src.analysis import analyze
from jaxcheck._src.capture import classify, describe, installation

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


def _on_a_surface(surface: str):
    """Run ``_unclassifiable`` on two shapes under ``surface`` (the embedding ways of
    running); what it told of the unclassified call, and the compiles it counted."""
    jax.clear_caches()
    if surface == "watch":
        with pytest.warns(jaxcheck.JaxcheckWarning, match="could not be classified"), \
                jaxcheck.watch() as w:
            _unclassifiable(jnp.ones(3))
            _unclassifiable(jnp.ones(4))
        return w.notes, w.compiles("_unclassifiable")
    if surface == "guard":
        seen = []
        # armed from the start: every compile is one of its events, none guessed
        with pytest.warns(jaxcheck.JaxcheckWarning, match="could not be classified") as told, \
                jaxcheck.guard(on_compile=seen.append) as g:
            g.arm()
            _unclassifiable(jnp.ones(3))
            _unclassifiable(jnp.ones(4))
        assert len(seen) == len(g.events)
        return [str(m.message) for m in told], len(g.events)
    from IPython.core.interactiveshell import InteractiveShell

    from jaxcheck._src.config.options import RunOptions
    from jaxcheck._src.embed.notebook import CellWatch

    watch = CellWatch(InteractiveShell.instance(), RunOptions())
    try:
        _unclassifiable(jnp.ones(3))
        _unclassifiable(jnp.ones(4))
        text = watch.cell_report()
    finally:
        watch.stop()
    fn, = watch.observer.functions
    return [ln for ln in text.splitlines() if "could not be classified" in ln], fn.compiles


@pytest.mark.parametrize("surface", ["watch", "guard", "notebook"])
def test_an_unclassified_call_is_told_on_every_surface(monkeypatch, surface):
    # The report of `run` prints the note; a watch block, the guard and a notebook cell
    # go through the same finishing stage and must not keep it to themselves: a passing
    # block would otherwise hide that its counts rest on a call jaxcheck misread.
    if surface == "notebook":
        pytest.importorskip("IPython")
    _plant_fault(monkeypatch, classify, "_defined_by_jax", {2})
    with JaxCompiles() as jax_count:
        told, counted = _on_a_surface(surface)
    assert counted == jax_count.counts["_unclassifiable"] == 2
    assert len(told) == 1 and "a call could not be classified: RuntimeError: planted " \
        "fault; its compiles are counted as" in told[0], told


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
