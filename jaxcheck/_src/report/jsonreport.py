"""The JSON report, schema ``jaxcheck.report/1`` (documented in the README).

The model's own wire form (``model/wire.py``), plus what a reader wants at hand: each
function's recompile groups and the run's summary counts.
"""

from __future__ import annotations

import json
from typing import Any

from ..model import wire
from ..model.report import EntrypointReport, FunctionReport, RecompileGroup, Report
from .groups import groups


def _group(g: RecompileGroup) -> dict[str, Any]:
    return {
        "count": g.count,
        "causes": [{"kind": k, "path": p} for k, p in g.causes],
        "events": list(g.events),
        "expected": g.expected,
        "expected_by": g.expected_by,
        "seconds": g.seconds,
        "values": list(g.values),
        "first_call_site": g.first_call_site,
        "last_call_site": g.last_call_site,
        "hint": g.hint,
        "variation": g.variation,
        "transform": g.transform,
    }


def _function(f: FunctionReport) -> dict[str, Any]:
    out = wire.function_to_dict(f)
    # recompiles with the same causes and verdict, one entry each (events: 1-based)
    out["groups"] = [_group(g) for g in groups(f)]
    return out


def entrypoint_dict(ep: EntrypointReport) -> dict[str, Any]:
    out = wire.entrypoint_to_dict(ep)
    out["functions"] = [_function(f) for f in ep.functions]
    return out


def to_dict(report: Report) -> dict[str, Any]:
    out = wire.report_to_dict(report)
    program = out.pop("program", None)
    divergences = out.pop("divergences", None)
    out["entrypoints"] = [entrypoint_dict(ep) for ep in report.entrypoints]
    out["summary"] = {
        "compiles": report.compiles,
        "recompiles": report.recompiles,
        # everything that fails the run: unexpected base-call recompiles,
        # contradicted variations and exceeded budgets
        "unexpected": report.unexpected,
        "unexpected_recompiles": report.unexpected_recompiles,
        "budgets": report.budgets,
        "budget_overruns": report.budget_overruns,
        "variations": report.variations,
        "contradicted_variations": report.contradicted,
        # variations whose call raised, declared (policy "error") or not
        "variations_raised": report.variations_raised,
        "compile_seconds": round(report.compile_seconds, 6),
        "unexpected_seconds": round(report.unexpected_seconds, 6),
        "errors": report.errors,
        "persistent_cache_hits": report.cache_hits,
        # None when the cache was off: hits, misses, written, not_written, disabled,
        # seconds_saved, seconds_missed
        "persistent_cache": report.persistent_cache,
    }
    if program is not None:
        out["program"] = program
        # processes of one distributed job that compiled different programs
        out["divergences"] = divergences
        out["summary"]["divergences"] = len(report.divergences)
    return out


def render(report: Report) -> str:
    return json.dumps(to_dict(report), indent=2)


def report_from(d: dict[str, Any]) -> Report:
    """A report read back from its JSON document (e.g. a CI artifact)."""
    return wire.report_from_dict(d)
