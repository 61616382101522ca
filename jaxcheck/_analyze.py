"""From captured calls to per-function compile events with causes and hints."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import _diff, _explain, _hints, _pcache, _verdict
from . import _signature as sigmod
from ._capture import CallRecord, relpath
from ._model import Cause, CompileEvent, FunctionReport


@dataclass
class _Group:
    report: FunctionReport
    #: (transformation label, signature) of each earlier compile.
    signatures: list[tuple[str | None, sigmod.Signature]] = field(default_factory=list)
    fun_ids: list[int] = field(default_factory=list)
    #: transformation labels compiled so far (None: a plain call).
    labels: set = field(default_factory=set)


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
    candidates = groups.get((rec.location, rec.name, rec.via), [])
    for group in candidates:
        if rec.fun_id in group.fun_ids:
            return group
    for group in reversed(candidates):
        if not any(i in rec.live_peers for i in group.fun_ids):
            return group
    return None


def _transform_text(label: str | None, via: str | None) -> str | None:
    if via:
        return f"{via} outside jit"
    return label


def event_for(rec: CallRecord, group: _Group, mode: str = "execute",
              label: str | None = None, seconds: float | None = None) -> CompileEvent:
    """The compile event of ``rec`` (its executable for ``label``) given the
    function's earlier compiles.

    The first compile of a function (of each transformation of it: the backward
    pass of ``grad`` is a program of its own) is expected; every later compile is
    a recompile, explained or not.
    """
    explanation = None
    kinds: list[str] = []
    if rec.explanations:
        explanation = "\n".join(_explain.body(m) for m in rec.explanations)
        for m in rec.explanations:
            kinds += [k for k in _explain.kinds(m) if k not in kinds]

    # A program not compiled before (the plain call of a function so far only
    # differentiated) is a first compile, unless JAX too saw a cache miss against the
    # earlier calls: then the arguments changed as well, and it is a recompile.
    anew = []
    if label not in group.labels and group.signatures and rec.signature is not None and (
            set(kinds) - {"new_function", "redefined_function"}):
        _, anew = _diff.closest([sig for _, sig in group.signatures], rec.signature)
    if label not in group.labels and not anew:
        what = f"first compile of its {label} program" if label else None
        causes = [Cause("new_function", note=what)]
        recompile = False
    elif anew:
        recompile, causes = True, anew
    else:
        recompile = True
        causes = []
        if rec.fun_id not in group.fun_ids:
            causes.append(Cause("redefined_function", rec.via, "an earlier function object",
                                "a new one from the same source line",
                                f"a new function object passed to {rec.via}" if rec.via
                                else None, "helper" if rec.via else None))
        if rec.signature is not None:
            same = [sig for lab, sig in group.signatures if lab == label]
            _, diffs = _diff.closest(same or [sig for _, sig in group.signatures],
                                     rec.signature)
            causes += diffs
        if not causes:
            causes = [_unknown(rec)]
    if seconds is None:
        seconds = rec.trace_seconds if mode == "trace" else rec.seconds
    return CompileEvent(
        recompile=recompile,
        expected=False,  # the verdict is _verdict's
        call_site=rec.call_site,
        causes=causes,
        explanation=explanation,
        explanation_kinds=kinds,
        seconds=round(seconds, 6),
        hint=(None if not recompile else _hints.hint(causes) if rec.library is None else
              _hints.library_hint(rec.name, rec.library.site, rec.library.entry,
                                  rec.library_changes, causes)),
        # served from the persistent compilation cache: cheaper, still a recompile
        cache_hit=rec.cache_hits > 0,
        transform=_transform_text(label, rec.via),
        signature_error=rec.signature_error,
    )


def _unknown(rec: CallRecord) -> Cause:
    """A recompile with the same arguments: compiled with other XLA options, or after
    ``jax.clear_caches()``; else one jaxcheck cannot explain, said so, with JAX's own
    words if any."""
    if rec.options_changed is not None:
        before, after = (dict(o) for o in rec.options_changed)
        names = sorted(k for k in {*before, *after} if before.get(k) != after.get(k))
        return Cause("compiler_options", ", ".join(names),
                     ", ".join(f"{k}={before[k]}" for k in names if k in before) or "none",
                     ", ".join(f"{k}={after[k]}" for k in names if k in after) or "none",
                     "compiled with other XLA compiler options: a new executable")
    if rec.caches_cleared:
        return Cause("cache_cleared", note="jax.clear_caches() ran since its previous "
                     "call: JAX compiles everything again, arguments unchanged")
    said = [c for m in rec.explanations for c in _explain.changes(m)]
    kind, path, before, after = said[0] if said else (None, None, None, None)
    parts = []
    if rec.signature_error:
        parts.append(f"jaxcheck could not read this call's arguments ({rec.signature_error})")
    else:
        parts.append("jaxcheck sees no difference in the arguments")
    if kind:
        parts.append(f"JAX's explanation names a {kind} change"
                     + (f" at {path}" if path else ""))
    return Cause("unknown", path, before, after, "; ".join(parts))


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


def _units(rec: CallRecord, mode: str, earlier: list | None = None
           ) -> list[tuple[str | None, float | None]]:
    """(label, seconds) per event of ``rec``: each compiled executable, or in trace
    mode one fresh outermost trace."""
    if rec.internal:
        return []
    if mode == "trace":
        if rec.nested:
            return []
        sig = rec.signature
        if rec.trace_missed:
            return [("vmap" if sig is not None and sig.batched else None, None)]
        # Under vmap JAX reuses the per-example trace but compiles the batched
        # program: a batched signature not seen before is a compile to come.
        if sig is not None and sig.batched and earlier is not None and all(
                _diff.diff(prev, sig) for _, prev in earlier):
            return [("vmap", None)]
        return []
    units = rec.compiled_units
    # the trace (once per call) is charged to the call's first executable
    return [(u.label, u.lower_seconds + u.compile_seconds + (rec.trace_seconds if i == 0
                                                             else 0.0))
            for i, u in enumerate(units)]


def functions(records: list[CallRecord], mode: str = "execute") -> list[FunctionReport]:
    """One report per user function, in order of first compile (or trace, in trace mode).

    Every compiled executable of a user function is one event; per function,
    events = first compiles (one per transformation) + recompiles, always.
    """
    groups: dict[tuple, list[_Group]] = {}
    ordered: list[_Group] = []
    cache_settings = _pcache.settings() if mode != "trace" else None
    for index, rec in enumerate(records):
        group = None if rec.internal else _group_for(rec, groups)
        units = _units(rec, mode, group.signatures if group else None)
        if not units:
            continue
        if group is None:
            group = _Group(FunctionReport(name=rec.name, defined_at=_defined_at(rec)))
            groups.setdefault((rec.location, rec.name, rec.via), []).append(group)
            ordered.append(group)
        compiled = rec.compiled_units if mode != "trace" else []
        for i, (label, seconds) in enumerate(units):
            event = event_for(rec, group, mode, label, seconds)
            if i < len(compiled):  # per executable: grad's backward may miss alone
                event.cache_hit = compiled[i].cache_hits > 0
                event.persistent_cache = _pcache.status(compiled[i], cache_settings)
            event.record = index
            event.retraced = _traced_inside(records, index)
            group.report.events.append(event)
            group.labels.add(label)
            if rec.signature is not None:
                group.signatures.append((label, rec.signature))
            if rec.fun_id not in group.fun_ids:
                group.fun_ids.append(rec.fun_id)
    reports = [g.report for g in ordered]
    _verdict.judge_functions(reports)  # nothing declared yet: the runner judges again
    return reports


class InvariantError(AssertionError):
    """jaxcheck lost count of a compile: a bug in jaxcheck, never the user's."""


def check_invariant(records: list[CallRecord], reports: list[FunctionReport],
                    mode: str = "execute") -> None:
    """Every compile of a user function is an event, and only the first compile of
    each transformation of a function is not a recompile."""
    expected = sum(len(_units(r, mode)) for r in records) if mode != "trace" else None
    if expected is None:  # trace mode's vmap rule needs the groups: count fresh traces
        expected = sum(1 for r in records if not r.internal and not r.nested and r.trace_missed)
        expected += sum(1 for f in reports for e in f.events if e.transform == "vmap"
                        and not records[e.record].trace_missed)
    events = sum(f.compiles for f in reports)
    if events != expected:
        raise InvariantError(f"{expected} compiles of user functions, {events} events")
    for f in reports:
        firsts = [e for e in f.events if not e.recompile]
        labels = {e.transform for e in f.events}
        if len(firsts) > len(labels):
            raise InvariantError(f"{f.name}: {len(firsts)} first compiles for "
                                 f"{len(labels)} programs")


def set_timings(reports: list[FunctionReport], records: list[CallRecord]) -> None:
    """When each event happened (seconds since the capture started) and its phases.

    A call's events are its compiled executables in order; the first also carries
    the call's trace (as its ``seconds`` does).
    """
    seen: dict[int, int] = {}
    for event in sorted((e for f in reports for e in f.events), key=lambda e: e.record):
        rec = records[event.record]
        i = seen[event.record] = seen.get(event.record, -1) + 1
        units = rec.compiled_units
        unit = units[i] if i < len(units) else None
        event.started = round(rec.started if i == 0 or unit is None or unit.started is None
                              else unit.started, 6)
        event.trace_seconds = round(rec.trace_seconds if i == 0 else 0.0, 6)
        event.lower_seconds = round(unit.lower_seconds if unit else 0.0, 6)
        event.compile_seconds = round(unit.compile_seconds if unit else 0.0, 6)
