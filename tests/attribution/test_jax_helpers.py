"""JAX's own jitted helpers outside jit (``lax.map``, ``fori_loop``, ``scan``, ``cond``,
``odeint``) and JAX's own calls inside a user's trace: every compile of the user's
function is counted for it, the helpers' own are JAX's.
"""

from __future__ import annotations

import logging

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from builders import write_module
from helpers import (
    FINISHED_COMPILE,
    only_function,
    recompile_causes,
    run_counted,
    run_workload,
)

import jaxcheck
from jaxcheck._src import jaxcompat as compat

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
    from helpers import compiled, jax_compile_log

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
    compiled = [m["name"] for line in _EVENTS if (m := FINISHED_COMPILE.search(line))
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
