"""The variations of a function target, run: each planned variation (``plan.py`` for an
``--args`` spec, ``pytree.py`` for an example factory's real arguments) built from the
base call's arguments and called once, what the declaration expects of it, and why one
that raised cannot run here (a withheld cell, not an error).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..model.report import EntrypointReport, ErrorInfo, VariationResult
from ..util.printable import clip
from . import plan

if TYPE_CHECKING:
    from ..observe.observer import Observer


@dataclass
class Consumed:
    """What the base call did to the arguments it was given: ``donated`` (deleted its
    arrays: ``donate_argnums``) or ``mutated`` (changed their structure: popped a key
    of its batch). Each variation then gets a copy of its own."""

    donated: bool = False
    mutated: bool = False


def structure(tree: Any) -> Any:
    """The pytree structure of ``tree`` (None when it cannot be read or compared)."""
    import jax

    try:
        found = jax.tree_util.tree_structure(tree)
        found == found  # noqa: B015  (an aux that cannot compare: treat as unknown)
        return found
    except Exception:
        return None


def copied(tree: Any, arrays: bool = True) -> Any:
    """``tree`` with containers of its own and (``arrays``) each JAX array in a buffer of
    its own: the same dtype, weak type, placement and commitment, so the same cache key
    (a device-to-device copy, no compile, where JAX copies with ``may_alias=False``; a
    copy op on 0.4.38, which aliases)."""
    import jax

    def copy(x: Any) -> Any:
        if not arrays or not isinstance(x, jax.Array) or x.is_deleted():
            return x
        try:
            y = jax.device_put(x, may_alias=False)
            if y.unsafe_buffer_pointer() != x.unsafe_buffer_pointer():
                return y
        except Exception:  # an older JAX, or an array over several devices
            pass
        return x.copy()

    return jax.tree_util.tree_map(copy, tree)


def afresh(args: tuple, kwargs: dict, names: list[str] | None = None
           ) -> tuple[tuple, dict, list[str]]:
    """The arguments for one more call, as the factory returned them, whatever earlier
    calls did to their copy: containers of their own (a call that appends to a list or
    pops a key of a dict changes only its own) and every leaf that is not an array
    copied (``copy.deepcopy``: a config object the target changes, ``cfg.step += 1``,
    is changed in that call only). Arrays are shared: an array's data is never part of
    JAX's cache key, and a donated one is copied apart (:func:`copied`).

    Also returns the paths (``names``: the positional parameters') of the leaves that
    cannot be copied (a closed file, a lock): those are shared by every call, as given.
    """
    import copy

    import jax
    import numpy as np

    stuck: list[str] = []

    def fresh(path: tuple, x: Any) -> Any:
        if isinstance(x, jax.Array | np.ndarray | np.generic) or x is None or \
                isinstance(x, bool | int | float | complex | str | bytes):
            return x
        try:
            return copy.deepcopy(x)
        except Exception as e:
            stuck.append(f"{_path_name(path, names or [])} (a {type(x).__name__}: "
                         f"{type(e).__name__}: {e})")
            return x

    try:
        new_args, new_kwargs = jax.tree_util.tree_map_with_path(fresh, (args, kwargs))
    except Exception:  # a node that cannot be rebuilt: the arguments as they are
        return args, kwargs, stuck
    return tuple(new_args), dict(new_kwargs), stuck


def _path_name(path: tuple, names: list[str]) -> str:
    """``(SequenceKey(0), SequenceKey(1), DictKey('x'))`` as ``batch['x']``."""
    import jax

    if len(path) < 2:
        return "the arguments"
    where, head, rest = path[0], path[1], path[2:]
    if getattr(where, "idx", None) == 0:
        i = getattr(head, "idx", 0)
        top = names[i] if i < len(names) else f"args[{i}]"
    else:
        top = str(getattr(head, "key", head))
    return top + jax.tree_util.keystr(tuple(rest))


def deleted(tree: Any) -> bool:
    """Whether a JAX array of ``tree`` was deleted (donated to a call)."""
    import jax

    return any(isinstance(x, jax.Array) and x.is_deleted()
               for x in jax.tree_util.tree_leaves(tree))


def vary(observer: Observer, ep: EntrypointReport, entry: Any, mode: str, planned: list,
         args: tuple, kwargs: dict, known: Any, consumed: Consumed,
         call: Callable[..., ErrorInfo | None]) -> None:
    """One call of ``entry`` (a function target) per planned variation, each from a copy
    of the base arguments of its own (:func:`afresh`; its arrays copied too when the base
    call ``consumed.donated`` them), under
    ``observer.call`` so that its events are the variation's; ``call`` makes one call
    (``run/call.py``). Each variation's :class:`VariationResult` is appended to
    ``ep.variations`` (its hit or recompile is read from its events afterwards,
    ``Observer.report``; an error, or why it cannot run here, is set now).

    In trace mode a variation's trace of the target stops as soon as JAX begins it
    (``Capture.stop_traces_of``): JAX has then decided that the change retraces, which
    is the answer, and the rest of the trace (the whole model again) would only cost
    time. A variation that may not fit the rest of the arguments (a shape, a static
    field, a static argument, a float where an int was: the body may use it as a
    Python int) is traced in full, so that the error saying so is seen.
    """
    from ..signature import signature as sigmod

    cap, decl = observer.capture, entry.declaration
    target = sigmod.fun_location(entry.fn) if mode == "trace" else None
    for var in planned:
        result = VariationResult(var.axis, var.path, "skipped", True,
                                 detail=var.detail,
                                 policy=policy(decl, var, known),
                                 withheld=var.withheld)
        ep.variations.append(result)
        if var.apply is None:
            continue
        try:
            # each call from the arguments as the factory returned them (``afresh``)
            new_args, new_kwargs, _ = afresh(args, kwargs)
            new_args, new_kwargs = var.apply(new_args, new_kwargs)
            if consumed.donated:  # the call deletes the arrays it is given
                new_args, new_kwargs = copied((new_args, new_kwargs))
        except Exception as e:  # the variation cannot be built here: not the target's answer
            result.result, result.withheld = "skipped", True
            result.detail = (f"cannot be built here: "
                             f"{clip(raised_line(type(e).__name__, str(e)), 120)}")
            continue
        # a shape grown in a spec's argument may not fit another one (``a + b``) either
        stop = target is not None and var.axis != "shape" and not any(
            getattr(var, flag, False)
            for flag in ("may_not_fit", "static", "int_to_float", "config")
        ) and not plan.is_static(var.path, known.static)
        with observer.call(variation=result, index=len(ep.variations) - 1), \
                cap.stop_traces_of(target if stop else None):
            error = call(entry.fn, new_args, new_kwargs, mode)
        if error is not None:
            result.result = "error"
            result.detail = raised_line(error.type, error.message)
            why = cannot_run(var, error, known)
            if why is not None:  # not a result: a variation that cannot run here
                result.result, result.withheld = "skipped", True
                result.detail = f"{why} ({clip(result.detail, 90)})"


#: at most this many characters of what a variation raised: a message, on one line
RAISED_LIMIT = 200
#: a line that only points elsewhere (JAX ends its errors with one), or a rule
_POINTER = re.compile(r"^(?:(?:see|for more information|visit)\b.*https?://\S+\.?|-+)$",
                      re.IGNORECASE)


def raised_line(type_name: str, message: str | None) -> str:
    """``Type: last line`` of what a variation raised, as a traceback ends: the last line
    of the message (a trailing pointer to documentation, ``See https://…``, passed over),
    at most :data:`RAISED_LIMIT` characters, cut between words. The last line, not the
    first: a framework's error builds up to what to do (flax: ``…because collection
    "batch_stats" is not mutable; pass mutable=[...]``)."""
    lines = [ln.strip() for ln in (message or "").splitlines() if ln.strip()]
    while len(lines) > 1 and _POINTER.match(lines[-1]):
        lines.pop()
    return clip(f"{type_name}: {lines[-1]}" if lines else type_name, RAISED_LIMIT)


def policy(decl: Any, var: Any, known: Any = None) -> str:
    """What the declaration expects of a variation; a static field, or a field of an
    argument the function keeps static (``known.static``: ``cfg.causal`` of a static
    ``cfg``), may recompile on a new value unless the declaration says otherwise (that is
    what static means). A whole static argument given a new value is not: a new value
    there is the recompile to find."""
    declared = decl.declared_policy(var.axis, var.path)
    static = getattr(var, "static", False) or (
        var.axis == "value" and known is not None and inside_static(var.path, known.static))
    if declared is None and static:
        return "any"
    return decl.policy(var.axis, var.path)


def inside_static(path: str, static: set[str]) -> bool:
    """``path`` is strictly inside one of the ``static`` paths (a field of a static
    argument), not one of them."""
    return plan.is_static(path, static) and path not in static


def cannot_run(var, error: ErrorInfo, known) -> str | None:
    """Why a variation that raised could never run, or None for a genuine error."""
    if getattr(var, "static", False):  # whatever the object's own checks raise
        return "static field: this value does not fit the rest of its object"
    if getattr(var, "config", False):  # its checks, or a size the arrays must agree with
        return "a config field: this value does not fit the config or the other arguments"
    if getattr(var, "may_not_fit", False):
        return f"{var.detail}: must agree with another argument or the model's weights"
    if error.type not in ("TypeError", "ValueError"):
        return None
    if var.axis == "weak_type" and plan.is_static(var.path, known.static):
        return "a static argument is hashed, and an array in its place is not hashable"
    if var.axis == "shape":
        return f"{var.detail}: must agree with another argument"
    if getattr(var, "int_to_float", False) and error.type == "TypeError":
        return "the function needs an int here (a count, an index, a static size)"
    return None


def static_paths(fn: Callable[..., Any], records) -> set[str]:
    """Argument paths the target itself (a jitted function) kept static in its base calls."""
    from ..signature import signature as sigmod

    where = sigmod.fun_location(fn)
    found: set[str] = set()
    for rec in records:
        if rec.location == where and rec.signature is not None and not rec.internal:
            found.update(rec.signature.statics)
    return found
