"""From captured calls to per-function compile events with causes and hints."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import _diff, _explain, _hints
from . import _signature as sigmod
from ._capture import CallRecord, relpath
from ._model import Cause, CompileEvent, FunctionReport


@dataclass
class _Group:
    report: FunctionReport
    signatures: list[sigmod.Signature] = field(default_factory=list)
    funs: list[Any] = field(default_factory=list)


def function_key(fun: Any) -> tuple:
    """Functions from one source location are one function, however often redefined."""
    loc = sigmod.fun_location(fun)
    name = sigmod.fun_name(fun)
    return (loc, name) if loc is not None else (None, name, id(sigmod.unwrap(fun)))


def _defined_at(fun: Any) -> str:
    loc = sigmod.fun_location(fun)
    return f"{relpath(loc[0])}:{loc[1]}" if loc else "<unknown>"


def event_for(rec: CallRecord, group: _Group) -> CompileEvent:
    """The compile event of ``rec`` given the function's earlier compiles."""
    explanation = None
    kinds: list[str] = []
    if rec.explanations:
        explanation = "\n".join(_explain.body(m) for m in rec.explanations)
        for m in rec.explanations:
            kinds += [k for k in _explain.kinds(m) if k not in kinds]

    if not group.signatures:
        causes = [Cause("new_function")]
        recompile = False
    else:
        recompile = True
        causes = []
        if all(f is not rec.fun for f in group.funs):
            causes.append(Cause("redefined_function", None,
                                f"{len(group.funs)} earlier function object(s)",
                                "a new function object"))
        if rec.signature is not None:
            _, diffs = _diff.closest(group.signatures, rec.signature)
            causes += diffs
        if not causes:
            note = rec.signature_error or None
            causes = [Cause("unknown", note=note)]
    return CompileEvent(
        recompile=recompile,
        expected=not recompile,
        call_site=rec.call_site,
        causes=causes,
        explanation=explanation,
        explanation_kinds=kinds,
        seconds=round(rec.seconds, 6),
        hint=_hints.hint(causes) if recompile else None,
        cache_hit=rec.xla_compiles == 0 and rec.cache_hits > 0,
    )


def functions(records: list[CallRecord]) -> list[FunctionReport]:
    """One report per user function, in order of first compile."""
    groups: dict[tuple, _Group] = {}
    for index, rec in enumerate(records):
        if not rec.compiled or rec.internal:
            continue
        key = function_key(rec.fun)
        group = groups.get(key)
        if group is None:
            group = groups[key] = _Group(
                FunctionReport(name=sigmod.fun_name(rec.fun), defined_at=_defined_at(rec.fun))
            )
        event = event_for(rec, group)
        event.record = index
        group.report.events.append(event)
        if rec.signature is not None:
            group.signatures.append(rec.signature)
        group.funs.append(rec.fun)
    return [g.report for g in groups.values()]
