"""Chrome trace-event JSON of every compile: opens in Perfetto and ``chrome://tracing``.

One process per target (targets laid end to end, in report order), one thread per user
function. Each compile is a complete ("X") event named after the function, holding one
child event per phase (trace, lower, XLA compile) laid end to end, so the phases nest
inside their compile. ``ts`` and ``dur`` are microseconds; ``args`` carry the cause, the
call site and the fix.
"""

from __future__ import annotations

import json
from typing import Any

from ..model.report import CompileEvent, Report
from .text import causes_text

PHASES = (("trace", "trace_seconds"), ("lower", "lower_seconds"),
          ("XLA compile", "compile_seconds"))


def _us(seconds: float | None) -> int:
    return max(0, round((seconds or 0.0) * 1e6))


def _phases(event: CompileEvent) -> list[tuple[str, int]]:
    """(phase, µs) of each phase that took time; the event's total when none was timed."""
    found = [(name, _us(getattr(event, attr))) for name, attr in PHASES]
    found = [(name, us) for name, us in found if us > 0]
    return found or [("all phases", max(1, _us(event.seconds)))]  # not timed apart


def _args(event: CompileEvent) -> dict[str, Any]:
    args: dict[str, Any] = {
        "cause": causes_text(event.causes),
        "call_site": event.call_site,
        "recompile": event.recompile,
        "expected": event.expected,
    }
    for key in ("hint", "transform", "variation", "dims"):
        if getattr(event, key):
            args[key] = getattr(event, key)
    if event.cache_hit:
        args["persistent_cache_hit"] = True
    if event.retraced:
        args["retraced"] = ", ".join(event.retraced)
    return args


def trace_events(report: Report) -> dict[str, Any]:
    events: list[dict[str, Any]] = []
    offset = 0  # µs: each target starts where the previous one ended
    for pid, ep in enumerate(report.entrypoints, start=1):
        events.append({"name": "process_name", "ph": "M", "pid": pid, "tid": 0,
                       "args": {"name": ep.target}})
        end = offset
        for tid, fn in enumerate(ep.functions, start=1):
            events.append({"name": "thread_name", "ph": "M", "pid": pid, "tid": tid,
                           "args": {"name": f"{fn.name} ({fn.defined_at})"}})
            cursor = offset  # events without a start time follow each other
            for index, event in enumerate(fn.events, start=1):
                phases = _phases(event)
                start = offset + _us(event.started) if event.started is not None else cursor
                total = sum(us for _, us in phases)
                kind = "recompile" if event.recompile else "compile"
                if event.recompile and not event.expected:
                    kind = "unexpected recompile"
                events.append({"name": fn.name, "cat": kind, "ph": "X", "ts": start,
                               "dur": total, "pid": pid, "tid": tid,
                               "args": {"compile": index, **_args(event)}})
                at = start
                for name, us in phases:
                    events.append({"name": f"{name}: {fn.name}", "cat": name, "ph": "X",
                                   "ts": at, "dur": us, "pid": pid, "tid": tid,
                                   "args": {"compile": index}})
                    at += us
                cursor = at
                end = max(end, at)
        offset = max(end, offset + _us(ep.seconds))
    return {"traceEvents": events, "displayTimeUnit": "ms",
            "otherData": {"jaxcheck_version": report.jaxcheck_version,
                          "jax_version": report.jax_version, "backend": report.backend,
                          "mode": report.mode}}


def write(path: str, report: Report) -> None:
    from ..util.io import write_text

    write_text(path, json.dumps(trace_events(report), indent=1) + "\n")
