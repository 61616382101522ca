"""The model as plain JSON-able data, and back: one wire format for every way of running.

Workers and a program's processes send their reports in it (``run/channel``); the
public JSON report (``report/jsonreport.py``, schema ``jaxcheck.report/1``) is this plus
what renderers derive (groups, a summary). ``private=True`` adds what the
pipeline needs to judge a report again but the public document leaves out (the
declared ``expect``, a traceback); everything that changes the verdict or the view of
a finished report (``interrupted``, ``root``, statuses, findings) is public.
``X_from_dict(X_to_dict(x)) == x`` for every type here (a property test holds it).
"""

from __future__ import annotations

from typing import Any

from .report import (
    NOT_LOCKED,
    SCHEMA,
    Cause,
    CompileEvent,
    Divergence,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Report,
    VariationResult,
)


def cause_to_dict(c: Cause) -> dict[str, Any]:
    out = {"kind": c.kind, "path": c.path, "before": c.before, "after": c.after}
    if c.note is not None:
        out["note"] = c.note
    if c.reason is not None:
        out["reason"] = c.reason
    return out


def event_to_dict(e: CompileEvent) -> dict[str, Any]:
    out = {
        "recompile": e.recompile,
        "expected": e.expected,
        "expected_by": e.expected_by,
        "call_site": e.call_site,
        "causes": [cause_to_dict(c) for c in e.causes],
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
    if e.program_change is not None:
        out["program_change"] = e.program_change
    if e.call_stack:
        out["call_stack"] = list(e.call_stack)
    if e.memory is not None:
        out["memory"] = dict(e.memory)
    return out


def function_to_dict(f: FunctionReport) -> dict[str, Any]:
    return {
        "name": f.name,
        "defined_at": f.defined_at,
        "compiles": f.compiles,
        "compile_seconds": round(f.compile_seconds, 6),
        "unexpected_seconds": round(f.unexpected_seconds, 6),
        "events": [event_to_dict(e) for e in f.events],
    }


def variation_to_dict(v: VariationResult) -> dict[str, Any]:
    return {
        "axis": v.axis,
        "path": v.path,
        "result": v.result,
        "expected": v.expected,
        "expected_by": v.expected_by,
        "policy": v.policy,
        "withheld": v.withheld,
        "causes": [cause_to_dict(c) for c in v.causes],
        "detail": v.detail,
    }


def error_to_dict(error: ErrorInfo | None, private: bool = False) -> dict[str, Any] | None:
    if error is None:
        return None
    out = {"type": error.type, "message": error.message}
    if error.hint:
        out["hint"] = error.hint
    if private:
        out["traceback"] = error.traceback
    return out


def entrypoint_to_dict(ep: EntrypointReport, private: bool = False) -> dict[str, Any]:
    out = {
        "target": ep.target,
        "kind": ep.kind,
        "pid": ep.pid,
        "command": ep.command,
        "finding": ep.finding,
        "mode": ep.mode,
        "status": ep.status,
        "error": error_to_dict(ep.error, private),
        "functions": [function_to_dict(f) for f in ep.functions],
        "internal_compiles": ep.internal_compiles,
        "seconds": round(ep.seconds, 6),  # as every source sets it: a saved report reads the same
        "notes": ep.all_notes,
        "args": ep.args,
        "dims": dict(ep.dims),
        "max_compiles": ep.max_compiles,
        "base_compiles": ep.base_compiles,
        "variations": [variation_to_dict(v) for v in ep.variations],
        "regressions": list(ep.regressions),
        "improvements": list(ep.improvements),
    }
    if private:
        out["expect"] = ep.expect
        out["inputs"] = list(ep.inputs)
    return out


def divergence_to_dict(d: Divergence) -> dict[str, Any]:
    return {"job": d.job, "function": d.function, "defined_at": d.defined_at,
            "compile": d.compile, "kind": d.kind, "path": d.path, "call_site": d.call_site,
            "values": {str(i): v for i, v in d.values.items()}}


def report_to_dict(report: Report, private: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "schema": SCHEMA,
        "jaxcheck_version": report.jaxcheck_version,
        "jax_version": report.jax_version,
        "backend": report.backend,
        "mode": report.mode,
        # both change the verdict or the view of a report read back (`jaxcheck report`):
        # an interrupted run exits 130; paths are relative to the root
        "interrupted": report.interrupted,
        "root": report.root,
        "entrypoints": [entrypoint_to_dict(ep, private) for ep in report.entrypoints],
    }
    if report.command is not None:
        out["program"] = {"command": report.command, "exit_code": report.program_exit}
        out["divergences"] = [divergence_to_dict(d) for d in report.divergences]
    return out


# --- reading back ---------------------------------------------------------------

_SCALARS = {"str": str, "int": int, "float": float, "bool": bool}


def _fields(cls: type) -> dict[str, tuple[type, ...]]:
    """The scalar fields of a model dataclass: name -> the types its annotation allows
    (``float | None`` -> float, int, NoneType); other fields are checked by their own
    readers."""
    import dataclasses

    found = {}
    for f in dataclasses.fields(cls):
        parts = [p.strip() for p in str(f.type).split("|")]
        if not parts or any(p not in _SCALARS and p != "None" for p in parts):
            continue
        allowed = tuple(_SCALARS[p] for p in parts if p in _SCALARS)
        if float in allowed:
            allowed += (int,)
        found[f.name] = allowed + ((type(None),) if "None" in parts else ())
    return found


_FIELDS: dict[type, dict[str, tuple[type, ...]]] = {}


def _typed(obj: Any) -> Any:
    """``obj`` (a dataclass read back) if each scalar field holds its annotated type, a
    number being finite; else a :class:`TypeError` naming the field. What a worker, a
    snapshot or a saved report holds reaches the renderers only this way: a
    ``"started": "soon"`` or ``"seconds": 1e400`` stops at the reader."""
    import math

    fields = _FIELDS.get(type(obj))
    if fields is None:
        fields = _FIELDS[type(obj)] = _fields(type(obj))
    for name, allowed in fields.items():
        value = getattr(obj, name)
        ok = isinstance(value, allowed) and (bool in allowed or not isinstance(value, bool))
        if ok and isinstance(value, float):
            ok = math.isfinite(value)
        if not ok:
            raise TypeError(f"field {type(obj).__name__}.{name} holds {value!r:.40}, "
                            f"not {' or '.join(t.__name__ for t in allowed)}")
    return obj



def cause_from_dict(d: dict[str, Any]) -> Cause:
    return _typed(Cause(d["kind"], d.get("path"), d.get("before"), d.get("after"), d.get("note"),
                 d.get("reason")))


def event_from_dict(d: dict[str, Any]) -> CompileEvent:
    return _typed(CompileEvent(
        recompile=d["recompile"], expected=d["expected"], call_site=d.get("call_site"),
        causes=[cause_from_dict(c) for c in d.get("causes", [])],
        explanation=d.get("explanation"), explanation_kinds=list(d.get("explanation_kinds", [])),
        seconds=d.get("seconds"), hint=d.get("hint"), cache_hit=d.get("cache_hit", False),
        persistent_cache=d.get("persistent_cache"),
        variation=d.get("variation"), dims=d.get("dims"), retraced=list(d.get("retraced", [])),
        transform=d.get("transform"), signature_error=d.get("signature_error"),
        expected_by=d.get("expected_by"), variation_index=d.get("variation_index"),
        started=d.get("started"), trace_seconds=d.get("trace_seconds"),
        lower_seconds=d.get("lower_seconds"), compile_seconds=d.get("compile_seconds"),
        program_change=d.get("program_change"), call_stack=list(d.get("call_stack", [])),
        memory=d.get("memory")))


def function_from_dict(d: dict[str, Any]) -> FunctionReport:
    return _typed(FunctionReport(d["name"], d["defined_at"],
                          [event_from_dict(e) for e in d.get("events", [])]))


def variation_from_dict(v: dict[str, Any]) -> VariationResult:
    return _typed(VariationResult(
        v["axis"], v["path"], v["result"], v["expected"],
        [cause_from_dict(c) for c in v.get("causes", [])], v.get("detail"),
        v.get("policy", "any"), v.get("expected_by"), v.get("withheld", False)))


def error_from_dict(d: dict[str, Any] | None) -> ErrorInfo | None:
    if not d:
        return None
    return _typed(ErrorInfo(d["type"], d["message"], d.get("traceback"), d.get("hint")))


def entrypoint_from_dict(d: dict[str, Any]) -> EntrypointReport:
    ep = _typed(EntrypointReport(
        target=d["target"], kind=d.get("kind", "workload"), mode=d.get("mode", "execute"),
        functions=[function_from_dict(f) for f in d.get("functions", [])],
        error=error_from_dict(d.get("error")),
        internal_compiles=d.get("internal_compiles", 0), seconds=d.get("seconds", 0.0),
        notes=list(d.get("notes", [])), args=d.get("args"), dims=dict(d.get("dims", {})),
        variations=[variation_from_dict(v) for v in d.get("variations", [])],
        max_compiles=d.get("max_compiles"), base_compiles=d.get("base_compiles", 0),
        regressions=list(d.get("regressions", [])),
        improvements=list(d.get("improvements", [])), pid=d.get("pid"),
        command=d.get("command"), finding=d.get("finding"),
        expect=dict(d.get("expect") or {}), inputs=list(d.get("inputs") or [])))
    # the notes the data implies (``EntrypointReport.all_notes``) are data again: the
    # same words, found by equality with what the data read back says
    ep.not_locked = NOT_LOCKED in ep.notes
    implied = set(ep.all_notes[len(ep.notes):]) if ep.not_locked or ep.overruns else set()
    ep.notes = [n for n in ep.notes if n not in implied]
    return ep


def divergence_from_dict(x: dict[str, Any]) -> Divergence:
    return _typed(Divergence(x["job"], x["function"], x["defined_at"], x["compile"], x["kind"],
                      x.get("path"), x.get("call_site"),
                      {int(i): v for i, v in x["values"].items()}))


def report_from_dict(d: dict[str, Any]) -> Report:
    if d.get("schema") != SCHEMA:
        raise ValueError(f"not a {SCHEMA} document")
    program = d.get("program") or {}
    return _typed(Report(d["jaxcheck_version"], d["jax_version"], d["backend"], d["mode"],
                  [entrypoint_from_dict(ep) for ep in d.get("entrypoints", [])],
                  command=program.get("command"), program_exit=program.get("exit_code"),
                  divergences=[divergence_from_dict(x) for x in d.get("divergences", [])],
                  interrupted=bool(d.get("interrupted", False)), root=d.get("root")))
