"""From captured calls to per-function compile events with causes and hints."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import _diff, _explain, _hints
from . import _signature as sigmod
from ._capture import CallRecord, relpath
from ._model import Cause, CompileEvent, FunctionReport


@dataclass
class _Group:
    report: FunctionReport
    signatures: list[sigmod.Signature] = field(default_factory=list)
    fun_ids: list[int] = field(default_factory=list)


def _defined_at(rec: CallRecord) -> str:
    loc = rec.location
    return f"{relpath(loc[0])}:{loc[1]}" if loc else "<unknown>"


def _group_for(rec: CallRecord, groups: dict[tuple, list[_Group]]) -> _Group | None:
    """The function ``rec`` belongs to.

    A function object seen before belongs where it was. A new object from a known
    source location is a redefinition (jit in a loop) when the earlier objects
    are gone, but a distinct function (``jax.jit(f)`` beside ``jax.jit(grad(f))``,
    two partials, two lambdas on one line) when one of them is still alive.
    """
    candidates = groups.get((rec.location, rec.name), [])
    for group in candidates:
        if rec.fun_id in group.fun_ids:
            return group
    for group in reversed(candidates):
        if not any(i in rec.live_peers for i in group.fun_ids):
            return group
    return None


def event_for(rec: CallRecord, group: _Group, mode: str = "execute") -> CompileEvent:
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
        if rec.fun_id not in group.fun_ids:
            causes.append(Cause("redefined_function", None, "an earlier function object",
                                "a new one from the same source line"))
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
        seconds=round(rec.trace_seconds if mode == "trace" else rec.seconds, 6),
        hint=_hints.hint(causes) if recompile else None,
        # served from the persistent compilation cache: cheaper, still a recompile
        cache_hit=rec.cache_hits > 0,
    )


def _traced_inside(records: list[CallRecord], index: int) -> list[str]:
    """User functions traced during the trace of ``records[index]``: part of its compile."""
    depth, names = records[index].depth, []
    for rec in records[index + 1:]:
        if rec.depth <= depth:
            break
        missed = rec.traced or rec.explanations  # traced now, not served from its cache
        if missed and not rec.internal and rec.name not in names:
            names.append(rec.name)
    return names


def _counts(rec: CallRecord, mode: str) -> bool:
    """Whether ``rec`` is an event: a compile, or in trace mode a fresh outermost trace."""
    if rec.internal:
        return False
    if mode == "trace":
        return rec.trace_missed and not rec.nested
    return rec.compiled


def functions(records: list[CallRecord], mode: str = "execute") -> list[FunctionReport]:
    """One report per user function, in order of first compile (or trace, in trace mode)."""
    groups: dict[tuple, list[_Group]] = {}
    ordered: list[_Group] = []
    for index, rec in enumerate(records):
        if not _counts(rec, mode):
            continue
        group = _group_for(rec, groups)
        if group is None:
            group = _Group(FunctionReport(name=rec.name, defined_at=_defined_at(rec)))
            groups.setdefault((rec.location, rec.name), []).append(group)
            ordered.append(group)
        event = event_for(rec, group, mode)
        event.record = index
        event.retraced = _traced_inside(records, index)
        group.report.events.append(event)
        if rec.signature is not None:
            group.signatures.append(rec.signature)
        if rec.fun_id not in group.fun_ids:
            group.fun_ids.append(rec.fun_id)
    return [g.report for g in ordered]
