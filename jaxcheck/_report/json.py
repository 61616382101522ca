"""The JSON report, schema ``jaxcheck.report/1`` (documented in the README)."""

from __future__ import annotations

import json
from typing import Any

from .._model import (
    SCHEMA,
    Cause,
    CompileEvent,
    Divergence,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from .groups import groups


def _cause(c: Cause) -> dict[str, Any]:
    out = {"kind": c.kind, "path": c.path, "before": c.before, "after": c.after}
    if c.note:
        out["note"] = c.note
    if c.reason:
        out["reason"] = c.reason
    return out


def _event(e: CompileEvent) -> dict[str, Any]:
    return {
        "recompile": e.recompile,
        "expected": e.expected,
        "expected_by": e.expected_by,
        "call_site": e.call_site,
        "causes": [_cause(c) for c in e.causes],
        "explanation": e.explanation,
        "explanation_kinds": list(e.explanation_kinds),
        "seconds": e.seconds,
        "hint": e.hint,
        "cache_hit": e.cache_hit,
        "persistent_cache": e.persistent_cache,
        "variation": e.variation,
        "variation_index": e.variation_index,
        "dims": e.dims,
        "retraced": list(e.retraced),
        "transform": e.transform,
        "signature_error": e.signature_error,
        "started": e.started,
        "trace_seconds": e.trace_seconds,
        "lower_seconds": e.lower_seconds,
        "compile_seconds": e.compile_seconds,
    }


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
    return {
        "name": f.name,
        "defined_at": f.defined_at,
        "compiles": f.compiles,
        "compile_seconds": round(f.compile_seconds, 6),
        "unexpected_seconds": round(f.unexpected_seconds, 6),
        "events": [_event(e) for e in f.events],
        # recompiles with the same causes and verdict, one entry each (events: 1-based)
        "groups": [_group(g) for g in groups(f)],
    }


def entrypoint_dict(ep: EntrypointReport) -> dict[str, Any]:
    return {
        "target": ep.target,
        "kind": ep.kind,
        "pid": ep.pid,
        "command": ep.command,
        "finding": ep.finding,
        "mode": ep.mode,
        "status": ep.status,
        "error": {"type": ep.error.type, "message": ep.error.message} if ep.error else None,
        "functions": [_function(f) for f in ep.functions],
        "internal_compiles": ep.internal_compiles,
        "seconds": round(ep.seconds, 6),
        "notes": list(ep.notes),
        "args": ep.args,
        "dims": dict(ep.dims),
        "max_compiles": ep.max_compiles,
        "base_compiles": ep.base_compiles,
        "variations": [_variation(v) for v in ep.variations],
        "regressions": list(ep.regressions),
        "improvements": list(ep.improvements),
    }


def _variation(v: VariationResult) -> dict[str, Any]:
    return {
        "axis": v.axis,
        "path": v.path,
        "result": v.result,
        "expected": v.expected,
        "expected_by": v.expected_by,
        "policy": v.policy,
        "withheld": v.withheld,
        "causes": [_cause(c) for c in v.causes],
        "detail": v.detail,
    }


def to_dict(report: Report) -> dict[str, Any]:
    out = {
        "schema": SCHEMA,
        "jaxcheck_version": report.jaxcheck_version,
        "jax_version": report.jax_version,
        "backend": report.backend,
        "mode": report.mode,
        "entrypoints": [entrypoint_dict(ep) for ep in report.entrypoints],
        "summary": {
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
            "compile_seconds": round(report.compile_seconds, 6),
            "unexpected_seconds": round(report.unexpected_seconds, 6),
            "errors": report.errors,
            "persistent_cache_hits": report.cache_hits,
            # None when the cache was off: hits, misses, written, not_written, disabled,
            # seconds_saved, seconds_missed
            "persistent_cache": report.persistent_cache,
        },
    }
    if report.command is not None:
        out["program"] = {"command": report.command, "exit_code": report.program_exit}
        # processes of one distributed job that compiled different programs
        out["divergences"] = [_divergence(d) for d in report.divergences]
        out["summary"]["divergences"] = len(report.divergences)
    return out


def _divergence(d: Divergence) -> dict[str, Any]:
    return {"job": d.job, "function": d.function, "defined_at": d.defined_at,
            "compile": d.compile, "kind": d.kind, "path": d.path, "call_site": d.call_site,
            "values": {str(i): v for i, v in d.values.items()}}


def render(report: Report) -> str:
    return json.dumps(to_dict(report), indent=2)


# --- reading a report back (from an isolated worker process) ----------------------


def _cause_from(d: dict[str, Any]) -> Cause:
    return Cause(d["kind"], d.get("path"), d.get("before"), d.get("after"), d.get("note"),
                 d.get("reason"))


def _event_from(d: dict[str, Any]) -> CompileEvent:
    return CompileEvent(
        recompile=d["recompile"], expected=d["expected"], call_site=d.get("call_site"),
        causes=[_cause_from(c) for c in d.get("causes", [])],
        explanation=d.get("explanation"), explanation_kinds=list(d.get("explanation_kinds", [])),
        seconds=d.get("seconds"), hint=d.get("hint"), cache_hit=d.get("cache_hit", False),
        persistent_cache=d.get("persistent_cache"),
        variation=d.get("variation"), dims=d.get("dims"), retraced=list(d.get("retraced", [])),
        transform=d.get("transform"), signature_error=d.get("signature_error"),
        expected_by=d.get("expected_by"), variation_index=d.get("variation_index"),
        started=d.get("started"), trace_seconds=d.get("trace_seconds"),
        lower_seconds=d.get("lower_seconds"), compile_seconds=d.get("compile_seconds"))


def entrypoint_from(d: dict[str, Any]) -> EntrypointReport:
    ep = EntrypointReport(
        target=d["target"], kind=d.get("kind", "workload"), mode=d.get("mode", "execute"),
        error=ErrorInfo(d["error"]["type"], d["error"]["message"]) if d.get("error") else None,
        internal_compiles=d.get("internal_compiles", 0), seconds=d.get("seconds", 0.0),
        notes=list(d.get("notes", [])), args=d.get("args"), dims=dict(d.get("dims", {})),
        max_compiles=d.get("max_compiles"), base_compiles=d.get("base_compiles", 0),
        regressions=list(d.get("regressions", [])),
        improvements=list(d.get("improvements", [])), pid=d.get("pid"),
        command=d.get("command"), finding=d.get("finding"))
    for f in d.get("functions", []):
        ep.functions.append(FunctionReport(f["name"], f["defined_at"],
                                           [_event_from(e) for e in f.get("events", [])]))
    for v in d.get("variations", []):
        ep.variations.append(VariationResult(
            v["axis"], v["path"], v["result"], v["expected"],
            [_cause_from(c) for c in v.get("causes", [])], v.get("detail"),
            v.get("policy", "any"), v.get("expected_by"), v.get("withheld", False)))
    return ep


def report_from(d: dict[str, Any]) -> Report:
    if d.get("schema") != SCHEMA:
        raise ValueError(f"not a {SCHEMA} document")
    program = d.get("program") or {}
    return Report(d["jaxcheck_version"], d["jax_version"], d["backend"], d["mode"],
                  [entrypoint_from(ep) for ep in d.get("entrypoints", [])],
                  command=program.get("command"), program_exit=program.get("exit_code"),
                  divergences=[Divergence(x["job"], x["function"], x["defined_at"],
                                          x["compile"], x["kind"], x.get("path"),
                                          x.get("call_site"),
                                          {int(i): v for i, v in x["values"].items()})
                               for x in d.get("divergences", [])])
