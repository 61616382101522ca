"""Plain-text explanations, shared by JUnit failures, pytest messages and GitHub output."""

from __future__ import annotations

from ._model import CompileEvent, EntrypointReport, FunctionReport


def cause_line(event: CompileEvent) -> str:
    parts = []
    for c in event.causes:
        text = c.kind
        if c.path:
            text += f" at {c.path}"
        if c.before is not None or c.after is not None:
            text += f": {c.before} → {c.after}"
        parts.append(text)
    return "; ".join(parts)


def event_text(fn: FunctionReport, index: int, event: CompileEvent) -> str:
    where = event.call_site or (f"variation {event.variation}" if event.variation else "?")
    if event.variation and event.call_site:
        where += f" (variation {event.variation})"
    under = f" [{event.transform}]" if event.transform else ""
    lines = [f"  #{index} at {where}{under}: {cause_line(event)}"]
    if event.hint:
        lines.append(f"     fix: {event.hint}")
    return "\n".join(lines)


def function_text(fn: FunctionReport, only_unexpected: bool = True) -> str:
    lines = [f"`{fn.name}` ({fn.defined_at}) compiled {fn.compiles} time"
             f"{'s' if fn.compiles != 1 else ''}:"]
    for i, e in enumerate(fn.events, start=1):
        if e.recompile and (not only_unexpected or not e.expected):
            lines.append(event_text(fn, i, e))
    return "\n".join(lines)


def entrypoint_text(ep: EntrypointReport) -> str:
    """Why an entrypoint failed, in the words of the terminal report."""
    lines: list[str] = []
    if ep.error is not None:
        lines.append(f"{ep.target} raised {ep.error.type}: {ep.error.message}")
    for fn in ep.functions:
        if any(e.recompile and not e.expected for e in fn.events):
            lines.append(function_text(fn))
    for v in ep.variations:
        if not v.expected:
            causes = "; ".join(f"{c.kind} at {c.path}: {c.before} → {c.after}"
                               for c in v.causes) or "no compile"
            lines.append(f"variation {v.axis} of {v.path} ({v.detail}): {v.result}, "
                         f"expected {v.policy}: {causes}")
    lines += [f"regression: {r}" for r in ep.regressions]
    lines += list(ep.notes)
    return "\n".join(lines) if lines else "ok"
