"""The finishing stage after the analysis, the same for every way of running.

A target (`run`, `check`, `baseline`, `%%jaxcheck`), a program's process (`run --`), a
``watch`` block (and so the pytest marker and fixture), a notebook cell under
``%jaxcheck on`` and the guard's compiles all end here once their events are labelled
(which base call or variation caused each: ``_runner._assemble``; nothing to label
elsewhere): each persistent-cache miss explained against jaxcheck's index beside the
cache (``_pcache``), then the verdict (``_verdict``). A fix made here reaches them all.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model.report import CompileEvent, EntrypointReport, FunctionReport


def explain_cache(ep: EntrypointReport, records: list) -> None:
    """Why each persistent-cache miss of ``ep`` missed; the index updated. Call it once
    per event (a partial report never writes the index); never fails the run. First,
    the calls the capture could not classify are told (:func:`tell_unclassified`)."""
    tell_unclassified(ep, records)
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


def finish(ep: EntrypointReport, records: list, judge: bool = True) -> EntrypointReport:
    """``ep`` with its cache misses explained and, unless ``judge`` is False (a caller
    that judges with its own rule, as the guard), judged; returned for chaining."""
    from ..verdict import verdict

    explain_cache(ep, records)
    if judge:
        verdict.judge_entrypoint(ep)
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
