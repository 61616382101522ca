"""The finishing stage after the analysis, the same for every way of running.

A target (`run`, `check`, `baseline`, `%%jaxcheck`), a program's process (`run --`), a
``watch`` block (and so the pytest marker and fixture), a notebook cell under
``%jaxcheck on`` and the guard's compiles all end here once their events are folded in
(:class:`~.observer.Observer`): each persistent-cache miss explained against jaxcheck's
index beside the cache (``analysis/pcache.py``), then the verdict
(``verdict/verdict.py``). :func:`judge` is the one place any of them asks the verdict,
also for a report read back (`check` judging a worker's report against the lock, the
parent of a program judging each process's): a fix made here reaches them all.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..model.report import CompileEvent, EntrypointReport, FunctionReport


def explain_cache(ep: EntrypointReport, records: list) -> None:
    """Why each persistent-cache miss of ``ep`` missed; the index updated. Call it once
    per event (a partial report never writes the index); never fails the run."""
    if ep.mode != "execute":
        return
    from ..analysis import pcache

    try:
        pcache.annotate(ep, records, pcache.settings())
    except Exception as e:  # the report matters more than the reasons
        ep.notes.append(f"persistent-cache misses not explained: {type(e).__name__}: {e}")


def tell_unclassified(ep: EntrypointReport, records: list) -> None:
    """A note on ``ep`` for each compiled call the capture could not classify (a bug
    of jaxcheck's, ``CallRecord.unclassified``): its compiles are counted, as a plain
    jitted call of the function JAX was given, but what they are compared with and
    why they happened may be wrong, and a passing run must not hide that.

    ``records`` are the capture's (``event.record`` indexes them); a record whose name
    is not its event's function's (a capture that forgot its oldest records) is not
    the event's, and says nothing."""
    for fn in ep.functions:
        for event in fn.events:
            rec = records[event.record] if 0 <= event.record < len(records) else None
            error = getattr(rec, "unclassified", None)
            if error is None or rec.name != fn.name:
                continue
            note = (f"a call could not be classified: {error}; its compiles are counted "
                    f"as `{fn.name}`'s ({fn.defined_at})")
            if note not in ep.notes:
                ep.notes.append(note)


def untold(ep: EntrypointReport, told: set[str]) -> list[str]:
    """The notes the finishing stage put on ``ep`` that are not in ``told`` (which now
    holds them): for the surfaces that finish compiles a few at a time (the guard, a
    notebook cell) and show each note once, as the report prints it once."""
    new = [n for n in dict.fromkeys(ep.notes) if n not in told]
    told.update(new)
    return new


def judge(ep: EntrypointReport, lock: dict[str, Any] | None = None, *,
          allow_no_compile: bool | None = None, armed: bool = False) -> EntrypointReport:
    """``ep`` judged, in place, and returned: the verdict's one call site.

    ``lock``: the parsed ``jaxcheck.lock`` of `check` (data), or None. The other inputs
    are on ``ep`` (``max_compiles``, ``expect``, each variation's policy, ``dims``) or
    given here: ``allow_no_compile`` for a function target that just ran (None keeps
    the finding of a report read back), ``armed`` for an armed guard's compiles.
    Judging twice gives one answer: every field it sets is recomputed.
    """
    from ..verdict import verdict

    if armed:
        verdict.judge_entrypoint(ep, armed=True)
    else:
        verdict.judge_against_lock(ep, lock, allow_no_compile=allow_no_compile)
    return ep


def finish(ep: EntrypointReport, records: list, *, lock: dict[str, Any] | None = None,
           allow_no_compile: bool | None = None, armed: bool = False,
           judged: bool = True) -> EntrypointReport:
    """``ep`` with the calls the capture could not classify told, its cache misses
    explained, then (unless ``judged`` is False: a program's process, judged by its
    parent) judged by :func:`judge`; returned."""
    tell_unclassified(ep, records)
    explain_cache(ep, records)
    if judged:
        judge(ep, lock, allow_no_compile=allow_no_compile, armed=armed)
    return ep


def new_events(pairs: Iterable[tuple[FunctionReport, CompileEvent]], target: str,
               **fields) -> EntrypointReport:
    """An entry holding only the compiles in ``pairs`` (the same event objects, so what
    the finishing stage sets on them shows wherever they are): for the surfaces that
    finish compiles a few at a time (the guard, a notebook cell)."""
    by_fn: dict[int, FunctionReport] = {}
    for fn, event in pairs:
        by_fn.setdefault(id(fn), FunctionReport(fn.name, fn.defined_at)).events.append(event)
    return EntrypointReport(target, "workload", list(by_fn.values()), **fields)
