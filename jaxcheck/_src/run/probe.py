"""``--probe``: every jitted function of the user's, varied from its first call.

While the program (or a workload) runs, its observer keeps the first call of each of
the user's jitted functions as an abstract description (``capture/firstcalls.py``).
Once the calls are over, each is varied here exactly as an example target's arguments
are (``variations/pytree.py``: the same units, axes, grouping, limits and policies;
``variations/vary.py``: the same calls), in trace mode: an array is a stand-in with
its shape and dtype and no data (``pytree.standin``), so nothing of the program's is
copied and no device is touched. Trace mode answers every axis but placement, which
only a compile sees (said in a note).

Each function gets an entry of its own (kind ``"probe"``), with its own observer: the
probe's traces are never the program's, whose entry, counts and verdict stay exactly
as without ``--probe``. ``expect``, ``vary`` and ``group`` come from the function's
own ``@jaxcheck.entrypoint`` and from the command line, as for a target.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from ..model.kinds import INTERNAL_ERROR, PROBE
from ..model.report import EntrypointReport, ErrorInfo

if TYPE_CHECKING:
    from ..capture.firstcalls import FirstCall, FirstCalls
    from ..config.options import RunOptions

#: the note of every probe entry: what trace mode cannot see.
PROBE_NOTE = ("probed in trace mode from the first call's shapes and dtypes: a recompile "
              "caused by device placement or sharding is visible only at compile time")
KIND = PROBE


def probe_all(first_calls: FirstCalls, options: RunOptions) -> list[EntrypointReport]:
    """One judged entry per function of ``first_calls``, in the order first called."""
    out = [probe_one(first, options) for first in first_calls.values()]
    for name, error in first_calls.errors:
        ep = EntrypointReport(target=name, kind=KIND, mode="trace")
        ep.error = ErrorInfo(INTERNAL_ERROR, f"jaxcheck failed to record its first call: {error}")
        out.append(ep)
    return out


def probe_one(first: FirstCall, options: RunOptions) -> EntrypointReport:
    """``first``'s function, called with its first call's arguments and each variation of
    them, under an observer of its own; the entry finished and judged."""
    from .. import jaxcompat as compat
    from ..observe.observer import Observer
    from ..signature import signature as sigmod
    from ..variations import plan, pytree
    from ..variations.vary import Consumed, static_paths, vary
    from . import call as calling
    from .resolve import Entrypoint

    started = time.perf_counter()
    ep = EntrypointReport(target=target(first), kind=KIND, mode="trace",
                          args=f"its first call at {first.call_site}" if first.call_site
                          else "its first call")
    fn = first.function() if first.problem is None else None
    if fn is None:
        ep.notes.append(f"not probed: {first.problem}" if first.problem else
                        "not probed: the function no longer existed when the program ended")
        return ep
    decl = declaration(fn, options, first)
    ep.expect = dict(decl.expect)
    ep.max_compiles = None
    args, kwargs = concrete(first.args), concrete(first.kwargs)
    positional = sigmod.positional_names(fn, len(args))
    optional = {name for name, found in plan.alternatives(fn).items()
                if any(value is None and where_ == "its default" for value, where_ in found)}
    try:  # varied whatever ``options.variations`` (a workload's own says nothing here)
        planned = pytree.plan(args, kwargs, positional, decl.vary, decl.group,
                              seed=options.seed + 1, host=True, optional=optional,
                              abstract=True)
    except Exception as e:  # a pattern naming nothing is the user's to fix: say so
        ep.error = ErrorInfo(type(e).__name__, str(e))
        return ep
    entry = Entrypoint(first.name, fn, decl, source="probe")
    compat.clear_caches()  # the program's traces must not answer for the probe's
    with Observer("trace") as observer:
        with observer.call():
            ep.error = calling.call_target(fn, args, kwargs, "trace")
        known = plan.Known(static=static_paths(fn, observer.records))
        if ep.error is None and planned:
            vary(observer, ep, entry, "trace", planned, args, kwargs, known, Consumed(),
                 calling.call_target)
        offered = spec_of(first, positional, known.static if ep.error is None else None)
    ep.seconds = round(time.perf_counter() - started, 6)
    observer.report(ep, full=True)
    observer.finish(ep, allow_no_compile=True)
    if offered is not None:
        ep.notes.append(f"to gate it as a target: [[tool.jaxcheck.entrypoints]] with "
                        f'target = "{ep.target}", args = "{offered}"')
    if first.huge:
        ep.notes.append(f"its first call holds {first.nbytes / 2**20:.0f} MB of arrays: "
                        "probed on their shapes and dtypes alone, as always")
    ep.notes.append(PROBE_NOTE)
    return ep


def spec_of(first: FirstCall, names: list[str], static: set[str] | None) -> str | None:
    """The first call as an ``--args`` spec (``f32[8,1], f32[32,8], float``), to declare
    the function a target of its own; None unless every argument is an array of a
    spec's dtype or a Python scalar (a static one by its value), and the function is
    its module's own (``file.py:name`` names it)."""
    from .. import jaxcompat as compat
    from ..arguments.spec import DTYPES
    from ..capture.firstcalls import Abstract

    if static is None or "<" in first.name or "." in first.name:
        return None

    def one(name: str, value: Any) -> str | None:
        if isinstance(value, Abstract):
            short = compat.dtype_short(value.dtype)
            if value.key is not None or value.weak_type or short not in DTYPES:
                return None
            return f"{short}[{','.join(str(d) for d in value.shape)}]"
        if name in static and isinstance(value, bool | int | float | str):
            return repr(value)
        if type(value) in (bool, int, float, complex):
            return type(value).__name__
        return None

    parts = [one(names[i] if i < len(names) else "", v) for i, v in enumerate(first.args)]
    parts += [None if one(k, v) is None else f"{k}={one(k, v)}"
              for k, v in first.kwargs.items()]
    if not parts or None in parts:
        return None
    return ", ".join(parts)  # type: ignore[arg-type]


def target(first: FirstCall) -> str:
    """A probed function named as a target names it: ``path/to/file.py:name``, the path
    relative to the working directory when under it."""
    from ..capture.provenance import relpath

    return f"{relpath(first.location[0])}:{first.name}"


def declaration(fn: Any, options: RunOptions, first: FirstCall | None = None) -> Any:
    """What is declared of the function's variations: its own ``@jaxcheck.entrypoint``,
    then ``[tool.jaxcheck.probe.NAME]`` by its name (``file.py:name``, its qualified
    name or its last part: ``options.probe_declared``), then the command line's
    ``--expect``, ``--vary`` and ``--group``, each over the one before."""
    from ..config.declaration import Declaration, declared

    base = declared(fn) or Declaration()
    expect, vary, group = dict(base.expect), tuple(base.vary), tuple(base.group)
    if first is not None:
        names = (target(first), first.name, first.name.rsplit(".", 1)[-1])
        named = next((options.probe_declared[n] for n in names
                      if n in options.probe_declared), {})
        expect.update(named.get("expect") or {})
        vary = tuple(named.get("vary") or ()) or vary
        group = tuple(named.get("group") or ()) or group
    return Declaration(expect={**expect, **options.expect},
                       vary=tuple(options.vary) or vary, group=tuple(options.group) or group)


def concrete(tree: Any) -> Any:
    """A recorded tree with each :class:`~..capture.firstcalls.Abstract` a stand-in of its
    shape and dtype (``pytree.standin``); a PRNG key array of zero bits; a weakly typed
    scalar as JAX makes one from a Python number (a host array is never weak)."""
    import jax
    import numpy as np

    from ..capture.firstcalls import Abstract
    from ..variations.pytree import standin

    def one(x: Any) -> Any:
        if not isinstance(x, Abstract):
            return x
        if x.key is not None:
            impl, tail = x.key
            data = np.zeros((*x.shape, *tail), np.uint32)
            return jax.random.wrap_key_data(data, impl=impl)
        if x.weak_type and x.shape == () and x.dtype.kind in "biufc":
            weak = jax.numpy.asarray({"b": False, "i": 0, "u": 0, "f": 0.0, "c": 0j}[
                x.dtype.kind])
            if weak.dtype == x.dtype:
                return weak
        return standin(x.shape, x.dtype)

    return jax.tree_util.tree_map(one, tree)
