"""From captured calls to per-function compile events with causes and hints.

Each record of a call is given its function (``grouping``: which earlier compiles it
is compared with), then one event per executable compiled: a first compile, or a
recompile with its causes against the closest earlier compile and the fix to try.
"""

from __future__ import annotations

import collections
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import jaxcompat as compat
from ..capture import callstack
from ..capture.provenance import relpath
from ..capture.records import CallRecord
from ..model.report import Cause, CompileEvent, FunctionReport, Later
from ..signature import signature as sigmod
from ..util.printable import clipped, without_addresses
from . import diff, hints, pcache, programtext
from .calls import Call
from .grouping import Group, group_for

#: program diffs left to compute when read (``CompileEvent.program_change``); past
#: this many, the oldest is computed now, so that the programs they hold stay few.
_UNREAD_DIFFS = 16


def _defined_at(rec: CallRecord) -> str:
    loc = rec.location
    return f"{relpath(loc[0])}:{loc[1]}" if loc else "<unknown>"


def _transform_text(label: str | None, via: str | None) -> str | None:
    if via:
        # the loop's backward pass under an eager grad is a program of its own
        backward = f", {label}" if label and "backward" in label else ""
        return f"{via} outside jit{backward}"
    return label


def event_for(rec: CallRecord, group: Group, mode: str = "execute",
              label: str | None = None, seconds: float | None = None,
              program: programtext.Program | None = None,
              new_object: bool | None = None,
              against: sigmod.Signature | None = None) -> CompileEvent:
    """The compile event of ``rec`` (its executable for ``label``) given the
    function's earlier compiles.

    The first compile of a function (of each transformation of it: the backward
    pass of ``grad`` is a program of its own) is expected; every later compile is
    a recompile, explained or not.
    ``program``: the jaxpr compiled; a recompile's is compared with the closest earlier
    compile's (``program_change``, a ``Later``: compared when first read).
    ``new_object``: the call is of a function object the group had not seen before it
    (every executable of the call, ``grad``'s backward pass too, is then compiled for
    a redefinition); by default, whether ``rec``'s object is not yet among the group's.
    ``against``: the signature a recompile is diffed against instead of the closest
    earlier one, where that diff finds a change (a variation: the base call's).
    """
    if new_object is None:
        new_object = group.is_new_object(rec)
    explanation = None
    kinds: list[str] = []
    change = None
    if rec.explanations:
        # JAX's words, without the addresses of the objects it names (`<function
        # init_fn at 0x7f…>`): new in every run, they tell the user nothing
        # JAX quotes values as they are (a static argument's repr of megabytes): cut
        explanation = clipped(without_addresses("\n".join(
            compat.explanation_body(m) for m in rec.explanations)))
        for m in rec.explanations:
            kinds += [k for k in compat.explanation_kinds(m) if k not in kinds]

    # A program not compiled before (the plain call of a function so far only
    # differentiated) is a first compile, unless JAX too saw a cache miss against the
    # earlier calls: then the arguments changed as well, and it is a recompile.
    anew = []
    if label not in group.labels and group.signatures and rec.signature is not None and (
            set(kinds) - {"new_function", "redefined_function"}):
        _, anew = diff.closest([sig for _, sig in group.signatures], rec.signature)
    if label not in group.labels and not anew:
        what = f"first compile of its {label} program" if label else None
        causes = [Cause("new_function", note=what)]
        recompile = False
    elif anew:
        recompile, causes = True, anew
    else:
        recompile = True
        causes = []
        if new_object and rec.transform:
            causes.append(Cause("redefined_function", rec.transform,
                                f"an earlier {rec.transform} wrapper", "a new one",
                                f"`{rec.transform}` returns a new function on every call, "
                                "and jitting a new function compiles again", "transform"))
        elif new_object:
            causes.append(_rebound(rec, group) or Cause(
                "redefined_function", rec.via, "an earlier function object",
                "a new one from the same source line",
                f"a new function object passed to {rec.via}" if rec.via else None,
                "helper" if rec.via else None))
        if rec.signature is not None:
            positions = group.positions(label)
            index, diffs = diff.closest([group.signatures[i][1] for i in positions],
                                         rec.signature)
            causes += diffs
            before = group.programs.get(positions[index]) if index >= 0 else None
            if program is not None and before is not None:
                change = Later(lambda: programtext.compare(before, program))
        if not causes and not new_object:
            # the same object, but the user's function behind a wrapper's shared jit
            # was made again with another value bound (``eqx.filter_jit(partial(f, i))``)
            rebound = _rebound(rec, group)
            causes = [rebound] if rebound is not None else []
        if not causes and rec.retyped:
            causes = _retyped(rec, label)
        if not causes:
            causes = [_unknown(rec)]
    if recompile and against is not None and rec.signature is not None:
        # a variation changes one thing of the base call: that is its cause
        causes = diff.diff(against, rec.signature) or causes
    if seconds is None:
        seconds = rec.trace_seconds if mode == "trace" else rec.seconds
    return CompileEvent(
        recompile=recompile,
        expected=False,  # the verdict's to decide (``observe/finish.py``)
        call_site=rec.call_site,
        causes=causes,
        explanation=explanation,
        explanation_kinds=kinds,
        seconds=round(seconds, 6),
        hint=(None if not recompile else
              hints.hint(causes, rec.call_site,
                          hints.seen_values(group.report.events, causes[0]))
              if rec.library is None else
              hints.library_hint(rec.name, rec.library.site, rec.library.entry,
                                  rec.library_changes, causes)),
        # served from the persistent compilation cache: cheaper, still a recompile
        cache_hit=rec.cache_hits > 0,
        transform=_transform_text(label, rec.via),
        signature_error=rec.signature_error,
        program_change=change,
        call_stack=callstack.user_stack(rec.stack, relpath),
    )


def _rebound(rec: CallRecord, group: Group) -> Cause | None:
    """A function made again with other values bound (``partial(f, i)``, a default
    ``i=i``, a closed-over number or array) than the group's latest object of the same
    make-up: the first value that differs, by the name the function holds it under."""
    if rec.via or rec.made_of is None or rec.made_with is None:
        return None
    before = next((data for recipe, data in reversed(group.made_with)
                   if recipe == rec.made_of), None)
    if before is None or before == rec.made_with or len(before) != len(rec.made_with):
        return None
    changed = [(b, a) for b, a in zip(before, rec.made_with, strict=True) if b != a]
    (label, old), (_, new) = changed[0]
    old_text, new_text = sigmod.datum_text(old), sigmod.datum_text(new)
    if old_text == new_text:  # two objects alike in words: an array, then another
        new_text = "another " + new_text
    others = [b[0] for b, _ in changed[1:4]]
    return Cause("redefined_function", label, old_text, new_text,
                 "the function was made again with another value bound"
                 + (f" (also {', '.join(others)})" if others else ""), "rebound")


_DEFAULT_SETTING = {"donate_argnums": "()", "donate_argnames": "()", "keep_unused": "False",
                    "inline": "False", "device": "None", "backend": "None",
                    "in_shardings": "unspecified", "out_shardings": "unspecified"}


def _retyped(rec: CallRecord, label: str | None) -> list[Cause]:
    """The causes of a program compiled again with no new call of the function (a
    cached transformation's trace, a ``vjp`` function called again): each input of the
    program that changed type, as an argument's change where the input is one."""
    causes: list[Cause] = []
    for path, k, before, after in rec.retyped:
        if path is not None:
            passing = rec.signature.passing if rec.signature is not None else {}
            causes += diff.diff(sigmod.Signature(passing=passing, leaves={path: before}),
                                 sigmod.Signature(passing=passing, leaves={path: after}))
        else:
            causes.append(Cause(
                "unknown", None, before.type_text(), after.type_text(),
                f"compiled again with no new call of the function: input {k} of its "
                f"{label or ''} program changed type; jaxcheck cannot tell which argument "
                "it is".replace("  ", " ")))
    return causes


def _unknown(rec: CallRecord) -> Cause:
    """A recompile with the same arguments: compiled with other XLA options, or after
    ``jax.clear_caches()``; else one jaxcheck cannot explain, said so, with JAX's own
    words if any."""
    if rec.options_changed is not None:
        before, after = (dict(o) for o in rec.options_changed)
        names = sorted(k for k in {*before, *after} if before.get(k) != after.get(k))
        if all(k in compat.JIT_SETTINGS for k in names):
            if {"donate_argnums", "donate_argnames"} <= set(names):
                names.remove("donate_argnames")  # JAX derives one from the other
            # `jax.jit(f, donate_argnums=...)` again with another value: JAX compiles
            # again and explains nothing; the default is what was not given
            return Cause("compiler_options", ", ".join(names),
                         ", ".join(f"{k} {before.get(k, _DEFAULT_SETTING[k])}" for k in names),
                         ", ".join(f"{k} {after.get(k, _DEFAULT_SETTING[k])}" for k in names),
                         "the function was jitted again with other `jax.jit` arguments: "
                         "a new cache, compiled again", "jit_argument")
        return Cause("compiler_options", ", ".join(names),
                     ", ".join(f"{k}={before[k]}" for k in names if k in before) or "none",
                     ", ".join(f"{k}={after[k]}" for k in names if k in after) or "none",
                     "compiled with other XLA compiler options: a new executable")
    if rec.caches_cleared:
        return Cause("cache_cleared", note="jax.clear_caches() ran since its previous "
                     "call: JAX compiles everything again, arguments unchanged")
    if rec.own_cache_cleared:
        return Cause("cache_cleared", note="`.clear_cache()` of this jitted function ran "
                     "since its previous call: JAX compiles it again, arguments unchanged",
                     reason="clear_cache")
    if rec.via:
        # Measured on 0.4.38, 0.6.2 and 0.10.2: outside jit, `lax.map`/`scan`/... wrap
        # the user's function anew on every call, so JAX compiles the loop every time.
        return Cause("redefined_function", rec.via, "the loop compiled on an earlier call",
                     "compiled again", f"{rec.via} outside jit is traced and compiled anew "
                     "on every call, even with the same function and arguments",
                     "helper_every_call")
    if rec.every_call:
        # Measured on 0.4.38, 0.6.2 and 0.10.2: an eager `shard_map` jits each equation
        # of its body in a new wrapper per call, which JAX's caches do not keep.
        return Cause("redefined_function", rec.every_call,
                     "the program compiled on an earlier call", "compiled again",
                     f"{rec.every_call} outside jit compiles each operation of its body, "
                     "this function's call among them, anew on every call, even with the "
                     "same arguments", "helper_every_call")
    said = [c for m in rec.explanations for c in compat.explanation_changes(m)]
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
        if rec.nested or rec.wraps_jit:  # a wrapper's trace is its inner call's
            return []
        sig = rec.signature
        if rec.trace_missed:
            return [("vmap" if sig is not None and sig.batched else None, None)]
        # Under vmap JAX reuses the per-example trace but compiles the batched
        # program: a batched signature not seen before is a compile to come.
        if sig is not None and sig.batched and earlier is not None and all(
                diff.diff(prev, sig) for _, prev in earlier):
            return [("vmap", None)]
        return []
    units = rec.compiled_units
    # the trace (once per call) is charged to the call's first executable
    return [(u.label, u.lower_seconds + u.compile_seconds + (rec.trace_seconds if i == 0
                                                             else 0.0))
            for i, u in enumerate(units)]


@dataclass
class _Taken:
    """What the analysis has made of one record so far."""

    index: int  # the record's position since the capture started (``CompileEvent.record``)
    group: Group
    events: list[CompileEvent] = field(default_factory=list)
    #: the call's function object was new to the group when its first event was made.
    new_object: bool = False


class Analysis:
    """Capture records folded, as they arrive, into one report per user function.

    Every way of running (a target in-process or in a worker, a program's process,
    the guard, ``watch`` and the pytest plugin) owns one ``Analysis`` per capture and
    calls :meth:`follow` whenever it wants the report so far: only records that are
    new, or that the capture marked as changed since (``Capture.dirty``: an
    executable compiled for an earlier call, e.g. the backward pass of ``grad``), are
    looked at, so the cost per compile stays flat however many came before.

    ``functions`` are live objects: a later :meth:`follow` appends events to them and
    refreshes the timings and persistent-cache status of events whose executable was
    still being compiled.
    """

    def __init__(self, mode: str = "execute") -> None:
        self.mode = mode
        self.functions: list[FunctionReport] = []
        #: compiles of functions defined inside JAX itself (eager ops), kept apart.
        self.internal_compiles = 0
        self._groups: dict[tuple, list[Group]] = {}
        self._taken: dict[int, _Taken] = {}  # id(record) -> what was made of it
        self._index: dict[int, int] = {}  # id(record) -> its position (every record seen)
        self._seen = 0  # records folded in, counted since the capture started
        self._internal: dict[int, int] = {}  # id(internal record) -> executables counted
        self._cache_settings = pcache.settings() if mode != "trace" else None
        self._unread: collections.deque[CompileEvent] = collections.deque()
        #: the calls of a function target (``Observer.call``), in order: each event
        #: is labelled with the call that made it.
        self.calls: list[Call] = []
        #: events made by base calls (not by variations).
        self.base_compiles = 0

    def follow(self, cap: Any, full: bool = False) -> list[tuple[FunctionReport, CompileEvent]]:
        """Fold in what ``cap`` recorded since the last call; the new events.

        ``full``: look at every record still held, not only new and changed ones (at
        the end of a run, so that nothing marked late is missed).
        """
        dirty = cap.dirty[:len(cap.dirty)]
        del cap.dirty[:len(dirty)]
        return self.update(cap.records, getattr(cap, "dropped", 0), dirty, full)

    def update(self, records: Sequence[CallRecord], dropped: int = 0,
               dirty: Iterable[CallRecord] = (), full: bool = False
               ) -> list[tuple[FunctionReport, CompileEvent]]:
        """Fold in ``records`` (the capture's list, whose first ``dropped`` records were
        forgotten) from where the last call stopped, and the changed ``dirty`` ones."""
        new: list[tuple[FunctionReport, CompileEvent]] = []
        start, end = max(self._seen - dropped, 0), len(records)  # more may come meanwhile
        if full:
            look: Iterable[tuple[int, CallRecord]] = enumerate(records[:end])
        else:
            changed = {id(r): r for r in dirty}
            look = [(i, records[i]) for i in range(start, end)]
            known = [(self._index[k] - dropped, r) for k, r in changed.items()
                     if self._index.get(k, -1) >= dropped]
            look = sorted({i: r for i, r in [*known, *look]}.items())
        for i, rec in look:
            self._index.setdefault(id(rec), dropped + i)
            self._fold(records, i, dropped, rec, new)
        self._seen = max(self._seen, dropped + end)
        return new

    def forget(self, records: Sequence[CallRecord]) -> None:
        """``records`` are dropped from the capture: nothing more will come of them."""
        for rec in records:
            self._taken.pop(id(rec), None)
            self._internal.pop(id(rec), None)
            self._index.pop(id(rec), None)

    def index_of(self, rec: CallRecord) -> int:
        """The position of a record seen (what its events' ``record`` says), or -1."""
        return self._index.get(id(rec), -1)

    def _fold(self, records: Sequence[CallRecord], i: int, dropped: int, rec: CallRecord,
              new: list) -> None:
        if rec.internal:
            count = len(rec.compiled_units)
            self.internal_compiles += count - self._internal.get(id(rec), 0)
            self._internal[id(rec)] = count
            return
        taken = self._taken.get(id(rec))
        group = self._group_of(rec, taken)
        units = _units(rec, self.mode, group.signatures if group else None)
        if taken is not None:
            self._refresh(rec, taken)
            if len(units) <= len(taken.events):
                return
        if not units:
            return
        if group is None:
            group = Group(FunctionReport(name=rec.name, defined_at=_defined_at(rec)),
                           first=rec.signature)
            self._groups.setdefault((rec.location, rec.name, rec.via), []).append(group)
            self.functions.append(group.report)
        if taken is None:
            taken = self._taken[id(rec)] = _Taken(dropped + i, group,
                                                  new_object=bool(group.fun_ids) and
                                                  group.is_new_object(rec))
        compiled = rec.compiled_units if self.mode != "trace" else []
        call = self._call_of(taken.index)
        for k in range(len(taken.events), len(units)):
            label, seconds = units[k]
            jaxpr = compiled[k].program if k < len(compiled) else None
            program = programtext.Program(jaxpr) if jaxpr is not None else None
            event = event_for(rec, group, self.mode, label, seconds, program,
                              taken.new_object,
                              group.first if call is not None and call.variation is not None
                              else None)
            if program is not None and event.recompile:
                self._bound(event)
            event.record = taken.index
            if call is not None:
                if call.variation is None:
                    event.dims = call.dims
                    self.base_compiles += 1
                else:
                    event.variation, event.variation_index = call.label, call.index
            event.retraced = _traced_inside(records, i)
            group.report.events.append(event)
            if event.recompile and rec.library is None:
                group.share_fix(event)
            group.labels.add(label)
            group.remember(label, rec.signature, program)
            if k < len(compiled):
                compiled[k].program = None  # the group keeps what later diffs need
            group.admit(rec)
            taken.events.append(event)
            new.append((group.report, event))
        self._refresh(rec, taken, compiled)

    def _call_of(self, index: int) -> Call | None:
        """The call of the target that made the record at ``index`` (the latest calls
        are the likeliest: a record is folded in soon after its call)."""
        for call in reversed(self.calls):
            if call.holds(index):
                return call
        return None

    def _bound(self, event: CompileEvent) -> None:
        """At most ``_UNREAD_DIFFS`` program diffs wait to be read: each holds two
        programs, which the function's group may since have let go."""
        self._unread.append(event)
        while len(self._unread) > _UNREAD_DIFFS:
            self._unread.popleft().program_change  # noqa: B018 -- read: computed now

    def _group_of(self, rec: CallRecord, taken: _Taken | None) -> Group | None:
        if taken is not None:
            return taken.group
        return group_for(rec, self._groups)

    def _refresh(self, rec: CallRecord, taken: _Taken, compiled: list | None = None) -> None:
        """Timings and cache status of ``rec``'s events, as its executables now stand.

        A call's events are its compiled executables in order; the first also carries
        the call's trace (as its ``seconds`` does).
        """
        if self.mode == "trace":
            for event in taken.events:
                event.started = round(rec.started, 6)
                event.trace_seconds = round(rec.trace_seconds, 6)
                event.lower_seconds = event.compile_seconds = 0.0
                event.seconds = round(rec.trace_seconds, 6)
            return
        units = rec.compiled_units if compiled is None else compiled
        for k, event in enumerate(taken.events):
            unit = units[k] if k < len(units) else None
            trace = rec.trace_seconds if k == 0 else 0.0
            event.started = round(rec.started if k == 0 or unit is None or unit.started is None
                                  else unit.started, 6)
            event.trace_seconds = round(trace, 6)
            event.lower_seconds = round(unit.lower_seconds if unit else 0.0, 6)
            event.compile_seconds = round(unit.compile_seconds if unit else 0.0, 6)
            event.seconds = round(trace + event.lower_seconds + event.compile_seconds, 6)
            if unit is not None:  # per executable: grad's backward may miss alone
                event.memory = _memory(unit.memory)
                event.cache_hit = unit.cache_hits > 0
                status = pcache.status(unit, self._cache_settings)
                kept = event.persistent_cache
                if (status and kept and kept.get("key") == status.get("key")
                        and kept.get("status") == status.get("status")):
                    # refolded later (a watch's last look): keep what the finishing
                    # stage explained of it (``observe/finish.py``: miss_reason, arguments, ...)
                    status = {**kept, **status}
                event.persistent_cache = status


def _memory(stats: Any) -> Any:
    """An event's own copy of its executable's memory analysis, read when first read
    (``stats``: the capture's ``Later``, shared by every capture of the compile)."""
    if isinstance(stats, Later):
        return Later(lambda: dict(stats()) if stats() else None)
    return dict(stats) if stats else None


def functions(records: list[CallRecord], mode: str = "execute") -> list[FunctionReport]:
    """One report per user function, in order of first compile (or trace, in trace mode).

    Every compiled executable of a user function is one event; per function,
    events = first compiles (one per transformation) + recompiles, always.
    """
    analysis = Analysis(mode)
    analysis.update(records, full=True)
    return analysis.functions


class InvariantError(AssertionError):
    """jaxcheck lost count of a compile: a bug in jaxcheck, never the user's."""


def check_invariant(records: list[CallRecord], reports: list[FunctionReport],
                    mode: str = "execute") -> None:
    """Every compile of a user function is an event, and only the first compile of
    each transformation of a function is not a recompile."""
    expected = sum(len(_units(r, mode)) for r in records) if mode != "trace" else None
    if expected is None:  # trace mode's vmap rule needs the groups: count fresh traces
        expected = sum(1 for r in records if not r.internal and not r.nested
                       and not r.wraps_jit and r.trace_missed)
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
