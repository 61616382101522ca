"""What a recompile *is*, in words that stay the same from run to run.

The lock keeps, beside each function's compile count, the identity of every recompile
of the target's own calls, so that `check` can tell a known recompile from a new one
even when the count did not move (one bug fixed, another added). An identity is one
line per cause::

    weak_type at state.step: weak → strong
    dtype at lr: f64 → f32
    shape at x: dim 0 changes
    static_value at train: static value
    pytree_structure at batch: structure

the cause kind, the argument path, and the *class* of the change: what kind of
difference it is, never the values (a learning rate, a batch size, a hash, an address
or a path of this machine would change from run to run, or from machine to machine).

Computed here, from the causes the analysis put on each event, and nowhere else: the
lock written by `baseline` and the one `check` compares with read the same words,
whichever way the events were made (execute mode, trace mode, a program's process,
a report read back from JSON).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # read, never built here
    from ..model.report import Cause, CompileEvent, FunctionReport

#: an array's type as ``Leaf.type_text`` writes it: ``f32[32,8]``, ``f32[] (weak)``
_TYPE = re.compile(r"^(?P<dtype>[^\[\]\s]+)\[(?P<dims>[^\]]*)\](?P<weak> \(weak\))?$")

#: the class of a change a kind's words already say in full (no values to leave out)
_PLAIN = {"static_value": "static value", "pytree_structure": "structure",
          "sharding": "placement", "tracing_context": "context",
          "compiler_options": "options", "cache_cleared": "cache cleared",
          "new_function": "first compile", "unknown": "unknown"}

#: a function made again, by why (``Cause.reason``)
_REDEFINED = {"transform": "new wrapper", "rebound": "another value bound",
              "helper_every_call": "compiled on every call"}


def _parts(text: str | None) -> tuple[str, list[str], bool] | None:
    m = _TYPE.match(text or "")
    if m is None:
        return None
    dims = [d.strip() for d in m["dims"].split(",")] if m["dims"].strip() else []
    return m["dtype"], dims, m["weak"] is not None


def _shape_class(before: str | None, after: str | None) -> str:
    """``dim 0 changes``, ``dims 0, 2 change`` or ``rank 2 → 3``: which dimensions, not
    their sizes (a batch of 4 today is a batch of 3 tomorrow: the same recompile)."""
    b, a = _parts(before), _parts(after)
    if b is None or a is None:
        return "shape"
    if len(b[1]) != len(a[1]):
        return f"rank {len(b[1])} → {len(a[1])}"
    changed = [str(i) for i, (x, y) in enumerate(zip(b[1], a[1], strict=True)) if x != y]
    if not changed:
        return "shape"
    if len(changed) == 1:
        return f"dim {changed[0]} changes"
    return f"dims {', '.join(changed)} change"


#: a type's name (``float``, ``key<fry>``), as opposed to a value's text
_NAME = re.compile(r"^[A-Za-z_][\w.<>]*$")

#: how an argument is passed (``Signature.passing``, static or traced): words, no values
_PASSING = {"positional", "keyword", "not passed", "static", "traced"}


def _dtype_of(text: str | None) -> str:
    parts = _parts(text)
    if parts is not None:
        return parts[0]
    # not an array (a Python scalar's type): its type's name, never a value
    name = (text or "").removesuffix(" (weak)").strip()
    return name if _NAME.match(name) else "other"


def change_class(cause: Cause) -> str:
    """The class of ``cause``'s change: ``f32 → bf16``, ``weak → strong``, ``dim 0
    changes``, ``static value``, ``structure``... Never a value of the user's."""
    kind = cause.kind
    if kind == "shape":
        return _shape_class(cause.before, cause.after)
    if kind == "dtype":
        return f"{_dtype_of(cause.before)} → {_dtype_of(cause.after)}"
    if kind == "weak_type":
        was_weak = (cause.before or "").endswith("(weak)")
        return "weak → strong" if was_weak else "strong → weak"
    if kind == "arg_signature":
        if cause.before in _PASSING and cause.after in _PASSING:
            return f"{cause.before} → {cause.after}"
        return "passing"
    if kind == "redefined_function":
        return _REDEFINED.get(cause.reason or "", "new function object")
    return _PLAIN.get(kind, kind.replace("_", " "))


def cause_identity(cause: Cause) -> str:
    """One cause as the lock holds it: ``kind at path: class`` (``kind: class`` when the
    cause has no argument path)."""
    where = f" at {cause.path}" if cause.path else ""
    return f"{cause.kind}{where}: {change_class(cause)}"


def event_identities(event: CompileEvent) -> list[str]:
    """The identities of one recompile: one per cause (``unknown`` when it has none);
    a first compile has none."""
    if not event.recompile:
        return []
    return list(dict.fromkeys(map(cause_identity, event.causes))) or ["unknown: unknown"]


def base_identities(functions: Iterable[FunctionReport]) -> list[str]:
    """Every identity of the recompiles of the target's own calls (not its variations,
    whose matrix cell already says what was varied), sorted and each once."""
    return sorted({i for fn in functions for e in fn.events if e.variation is None
                   for i in event_identities(e)})
