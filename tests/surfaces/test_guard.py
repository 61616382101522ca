"""jaxcheck.guard: incidents after arm(), each action, the rate limit, no false positives.

The truth of "did JAX compile?" is JAX's own compile log (``jax_log_compiles``).
"""

import logging
import os
import sys
import threading
import warnings

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from helpers import assert_same_state, caller_line, compiled, jax_compile_log, jax_state
from jax._src import pjit
from jax.experimental import io_callback

import jaxcheck
from jaxcheck._src.embed import guard


def make_step():
    @jax.jit
    def step(x):
        return x * 2 + 1

    return step


def full_snapshot():
    return {**jax_state(), "impl": pjit._pjit_call_impl_python}


# --- each action -------------------------------------------------------------------


def test_raise_inside_the_call_with_function_site_path_and_fix():
    step = make_step()
    with jax_compile_log() as log, jaxcheck.guard(on_compile="raise") as g:
        step(jnp.ones(8))
        g.arm()
        step(jnp.ones(8))
        assert compiled(log, "step") == 1
        with pytest.raises(jaxcheck.RecompileError) as info:
            line = caller_line() + 1
            step(jnp.ones((3,)))
        assert compiled(log, "step") == 2  # JAX did compile: the incident is real
    message = str(info.value)
    assert "step` (" in message and "recompiled after arm()" in message
    assert f"test_guard.py:{line}" in message
    assert "shape at x: f32[8] → f32[3]" in message
    assert "fix: only the last batch of `x` is shorter (3 instead of 8)" in message
    incident = info.value.incident
    assert incident.function.endswith("step")
    assert [(c.kind, c.path, c.before, c.after) for c in incident.event.causes] == [
        ("shape", "x", "f32[8]", "f32[3]")]
    assert incident.event.recompile and not incident.event.expected
    assert incident.event.trace_seconds > 0 and incident.event.compile_seconds > 0
    assert g.incidents == [incident]


def test_a_new_function_after_arm_is_an_incident_too():
    step = make_step()
    with jaxcheck.guard(on_compile="raise") as g:
        g.arm()
        with pytest.raises(jaxcheck.RecompileError, match=r"step` .* compiled after arm"):
            step(jnp.ones(2))
    assert [c.kind for c in g.incidents[0].event.causes] == ["new_function"]


def test_warn_at_the_call_site():
    step = make_step()
    with jaxcheck.guard(on_compile="warn") as g:
        step(jnp.ones(4))
        g.arm()
        with pytest.warns(jaxcheck.RecompileWarning, match=r"dtype at x: f32\[4\] → i32\[4\]") \
                as caught:
            line = caller_line() + 1
            out = step(jnp.ones(4, dtype=jnp.int32))
    assert out.dtype == jnp.int32  # the call itself completed
    assert caught[0].lineno == line and caught[0].filename.endswith("test_guard.py")
    assert len(g.incidents) == 1


def test_log_goes_to_the_jaxcheck_logger(caplog):
    step = make_step()
    with caplog.at_level(logging.WARNING, logger="jaxcheck"):
        with jaxcheck.guard(on_compile="log") as g:
            step(jnp.ones(4))
            g.arm()
            step(1.0)
            step(jnp.ones(4))
    records = [r for r in caplog.records if r.name == "jaxcheck"]
    assert len(records) == 1, [r.getMessage() for r in records]
    assert "at x: f32[4] → f32[]" in records[0].getMessage()


def test_callable_receives_the_structured_incident():
    step = make_step()
    seen = []
    with jaxcheck.guard(on_compile=seen.append) as g:
        step(jnp.ones(4))
        g.arm()
        step(jnp.ones(5))
        step(jnp.ones(6))
    assert len(seen) == 2
    first = seen[0]
    assert isinstance(first, jaxcheck.Incident)
    assert first.function.endswith("step") and first.count == 1
    assert first.call_site and first.call_site.split(":")[0].endswith("test_guard.py")
    assert first.event.causes[0].kind == "shape" and first.event.hint
    assert seen[1].count == 2
    assert g.events == [i.event for i in seen]


# --- rate limit --------------------------------------------------------------------


def test_max_recompiles_tolerates_n_then_reports():
    step = make_step()
    seen = []
    with jaxcheck.guard(on_compile=seen.append, max_recompiles=2) as g:
        step(jnp.ones(1))
        g.arm()
        step(jnp.ones(2))
        step(jnp.ones(3))
        assert seen == [] and len(g.events) == 2
        step(jnp.ones(4))
    assert [i.count for i in seen] == [3]
    assert "more than max_recompiles=2" in seen[0].message()


def test_window_forgets_old_compiles():
    step = make_step()
    seen = []
    clock = iter([0.0, 100.0, 100.5, 200.0])
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(guard, "_clock", lambda: next(clock))
        with jaxcheck.guard(on_compile=seen.append, max_recompiles=1,
                            window_seconds=10) as g:
            step(jnp.ones(1))
            g.arm()
            step(jnp.ones(2))   # t=0: 1 in window
            step(jnp.ones(3))   # t=100: 1 in window (t=0 forgotten)
            step(jnp.ones(4))   # t=100.5: 2 in window: over
            step(jnp.ones(5))   # t=200: 1 in window
    assert [i.count for i in seen] == [2]
    assert "within 10s" in seen[0].message()


@pytest.mark.parametrize("kwargs", [dict(max_recompiles=-1), dict(max_recompiles=1.5),
                                    dict(window_seconds=0), dict(on_compile="explode")])
def test_bad_settings_are_rejected(kwargs):
    with pytest.raises(ValueError):
        jaxcheck.guard(**kwargs)


# --- no false positives --------------------------------------------------------------


def _steady(fns, args, calls=5):
    """Warm up, arm, call each function ``calls`` times; JAX's compile log and incidents."""
    seen = []
    with jax_compile_log() as log, jaxcheck.guard(on_compile=seen.append) as g:
        for fn, a in zip(fns, args, strict=True):
            fn(*a())
        before = len(log)
        g.arm()
        for _ in range(calls):
            for fn, a in zip(fns, args, strict=True):
                jax.block_until_ready(fn(*a()))
        after = [line for line in log[before:] if line.startswith("Compiling")]
    return seen, after


def test_steady_state_with_host_callbacks_and_donation_is_quiet():
    @jax.jit
    def debug_cb(x):
        jax.debug.callback(lambda v: None, x)
        return x + 1

    @jax.jit
    def pure_cb(x):
        return jax.pure_callback(lambda v: np.asarray(v) * 2,
                                 jax.ShapeDtypeStruct(x.shape, x.dtype), x)

    @jax.jit
    def io_cb(x):
        return io_callback(lambda v: np.asarray(v) + 1,
                           jax.ShapeDtypeStruct(x.shape, x.dtype), x)

    donating = jax.jit(lambda x: x * 3, donate_argnums=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # CPU cannot use donated buffers: JAX warns
        seen, jax_compiles = _steady(
            [debug_cb, pure_cb, io_cb, donating],
            [lambda: (jnp.ones(3),)] * 4)
    assert jax_compiles == [], "JAX compiled in the steady state: the test proves nothing"
    assert seen == []


def test_steady_state_from_threads_is_quiet_and_one_recompile_is_caught():
    step = make_step()
    seen, errors = [], []
    with jaxcheck.guard(on_compile=seen.append) as g:
        step(jnp.ones(4))
        g.arm()

        def work(size):
            try:
                for _ in range(50):
                    step(jnp.ones(size))
            except Exception as e:  # pragma: no cover - reported below
                errors.append(e)

        threads = [threading.Thread(target=work, args=(4,)) for _ in range(4)]
        threads.append(threading.Thread(target=work, args=(7,)))
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert errors == []
    assert len(seen) == 1, [i.message() for i in seen]
    assert seen[0].event.causes[0].after == "f32[7]"


def test_aot_compile_after_arm_is_not_lost():
    step = make_step()
    with pytest.raises(jaxcheck.RecompileError, match="step` "):
        with jaxcheck.guard(on_compile="raise") as g:
            step(jnp.ones(2))
            g.arm()
            step.lower(jnp.ones(9)).compile()  # no call: checked when the guard stops
    assert len(g.incidents) == 1


# --- restore, start/stop, environment -------------------------------------------------


def test_restores_everything_also_after_raising():
    step = make_step()
    before = full_snapshot()
    with pytest.raises(jaxcheck.RecompileError):
        with jaxcheck.guard() as g:
            step(jnp.ones(2))
            g.arm()
            step(jnp.ones(3))
    assert_same_state(before, full_snapshot())
    assert full_snapshot()["impl"] is before["impl"]
    g2 = jaxcheck.guard(on_compile="log").start()
    assert pjit._pjit_call_impl_python is not before["impl"]
    g2.arm()
    g2.stop()
    g2.stop()  # twice is harmless
    assert_same_state(before, full_snapshot())
    assert full_snapshot()["impl"] is before["impl"]


def test_arm_needs_a_started_guard():
    with pytest.raises(RuntimeError, match="inside its `with` block"):
        jaxcheck.guard().arm()


def test_user_exception_wins_over_a_pending_incident():
    step = make_step()
    with pytest.raises(KeyError):
        with jaxcheck.guard() as g:
            g.arm()
            step.lower(jnp.ones(3)).compile()
            raise KeyError("mine")
    assert len(g.incidents) == 1


def test_from_env():
    assert guard.from_env({}) is None
    g = guard.from_env({"JAXCHECK_GUARD": "log,max=2,window=30"})
    try:
        assert g.armed and g.on_compile == "log" and g.max_recompiles == 2
        assert g.window_seconds == 30 and g.recompiles_only
    finally:
        g.stop()
    for bad in ("shout", "warn,max=x", "warn,every=3"):
        with pytest.raises(ValueError, match="bad JAXCHECK_GUARD"):
            guard.from_env({"JAXCHECK_GUARD": bad})


def test_from_env_allows_first_compiles_and_reports_recompiles():
    step = make_step()
    seen = []
    g = guard.from_env({"JAXCHECK_GUARD": "warn"})
    g.on_compile = seen.append
    try:
        step(jnp.ones(2))
        step(jnp.ones(2))
        assert seen == []
        step(jnp.ones(3))
    finally:
        g.stop()
    assert len(seen) == 1 and seen[0].event.recompile


def test_long_runs_keep_few_records_and_still_catch_a_recompile(monkeypatch):
    monkeypatch.setattr(guard, "_TRIM_AT", 20)
    monkeypatch.setattr(guard, "_KEEP", 5)

    @jax.jit
    def debug_cb(x):  # every call reaches the Python path: one record each
        jax.debug.callback(lambda v: None, x)
        return x + 1

    seen = []
    with jaxcheck.guard(on_compile=seen.append) as g:
        debug_cb(jnp.ones(2))
        g.arm()
        for _ in range(60):
            debug_cb(jnp.ones(2))
        assert len(g._observer.records) <= 21
        debug_cb.lower(jnp.ones(5)).compile()  # not a call: found by the next trim
        for _ in range(30):
            debug_cb(jnp.ones(2))
        assert len(seen) == 1
    assert seen[0].event.causes[0].after == "f32[5]"


def test_warm_up_compiles_without_a_call_are_not_incidents_after_arm():
    step = make_step()
    seen = []
    with jax_compile_log() as log, jaxcheck.guard(on_compile=seen.append) as g:
        step.lower(jnp.ones(4)).compile()  # warm-up, ahead of time
        g.arm()
        before = compiled(log, "step")
        step(jnp.ones(4))
        after_arm = compiled(log, "step") - before
    assert before == 1
    # an incident for each compile JAX made after arm(), none for the warm-up compile
    assert len(seen) == after_arm
    assert all("test_guard.py" in (i.event.call_site or "") for i in seen)


def test_warm_calls_on_the_fast_path_run_no_jaxcheck_code():
    """Why an armed guard costs nothing on warm calls: not one Python call of jaxcheck's."""
    step = make_step()
    x = jnp.ones(4)
    calls = []
    here = os.path.dirname(jaxcheck.__file__)

    def profile(frame, event, arg):
        if event == "call" and frame.f_code.co_filename.startswith(here):
            calls.append(frame.f_code.co_name)

    @jax.jit
    def slow_path(x):  # a host callback keeps every call off the fast path: the control
        jax.debug.callback(lambda v: None, x)
        return x

    def profiled(fn):
        calls.clear()
        sys.setprofile(profile)
        try:
            for _ in range(200):
                fn(x)
        finally:
            sys.setprofile(None)
        return len(calls)

    with jaxcheck.guard() as g:
        step(x), step(x), slow_path(x)
        g.arm()
        assert profiled(step) == 0
        assert profiled(slow_path) > 200


def test_grad_of_jit_each_executable_is_an_incident_and_steady_grad_vmap_are_quiet():
    @jax.jit
    def loss(x):
        return jnp.sum(jnp.sin(x) ** 2)

    grad, batched = jax.grad(loss), jax.vmap(loss)
    seen = []
    with jax_compile_log() as log, jaxcheck.guard(on_compile=seen.append) as g:
        grad(jnp.ones(4)), batched(jnp.ones((3, 4)))
        g.arm()
        before = compiled(log, "loss")
        for _ in range(3):
            grad(jnp.ones(4)), batched(jnp.ones((3, 4)))
        assert compiled(log, "loss") == before and seen == []
        grad(jnp.ones(5))  # forward and backward programs: two compiles for JAX
        assert compiled(log, "loss") - before == 2
    assert [(i.event.transform, i.event.causes[0].kind) for i in seen] == [
        ("grad (forward)", "shape"), ("grad (backward)", "shape")]
