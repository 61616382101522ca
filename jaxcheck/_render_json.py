"""The JSON report, schema ``jaxcheck.report/1`` (documented in the README)."""

from __future__ import annotations

import json
from typing import Any

from ._model import (
    SCHEMA,
    Cause,
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    Report,
    VariationResult,
)


def _cause(c: Cause) -> dict[str, Any]:
    out = {"kind": c.kind, "path": c.path, "before": c.before, "after": c.after}
    if c.note:
        out["note"] = c.note
    return out


def _event(e: CompileEvent) -> dict[str, Any]:
    return {
        "recompile": e.recompile,
        "expected": e.expected,
        "call_site": e.call_site,
        "causes": [_cause(c) for c in e.causes],
        "explanation": e.explanation,
        "explanation_kinds": list(e.explanation_kinds),
        "seconds": e.seconds,
        "hint": e.hint,
        "cache_hit": e.cache_hit,
        "variation": e.variation,
        "dims": e.dims,
    }


def _function(f: FunctionReport) -> dict[str, Any]:
    return {
        "name": f.name,
        "defined_at": f.defined_at,
        "compiles": f.compiles,
        "compile_seconds": round(f.compile_seconds, 6),
        "events": [_event(e) for e in f.events],
    }


def _entrypoint(ep: EntrypointReport) -> dict[str, Any]:
    return {
        "target": ep.target,
        "kind": ep.kind,
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
        "policy": v.policy,
        "causes": [_cause(c) for c in v.causes],
        "detail": v.detail,
    }


def to_dict(report: Report) -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "jaxcheck_version": report.jaxcheck_version,
        "jax_version": report.jax_version,
        "backend": report.backend,
        "mode": report.mode,
        "entrypoints": [_entrypoint(ep) for ep in report.entrypoints],
        "summary": {
            "compiles": report.compiles,
            "recompiles": report.recompiles,
            "unexpected": report.unexpected,
            "errors": report.errors,
        },
    }


def render(report: Report) -> str:
    return json.dumps(to_dict(report), indent=2)
