"""Plain-text words of the report, shared by every renderer.

JUnit failures, pytest messages and GitHub annotations use these texts as they
are; the terminal report colours them. Everything reads without colour: each
recompile says ``unexpected`` or ``expected (why)``, and fix hints appear only
where something is to be fixed.
"""

from __future__ import annotations

import os

from .._model import (
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from .groups import by_cost, groups

SEP = " · "


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 'es' if word.endswith('s') else 's'}"


def seconds(s: float) -> str:
    if s >= 10:
        return f"{s:.0f} s"
    if s >= 1:
        return f"{s:.1f} s"
    return f"{s * 1000:.0f} ms" if s >= 0.001 else f"{s * 1000:.1f} ms"


def mark(item: CompileEvent | RecompileGroup | VariationResult) -> str:
    """``unexpected``, or ``expected (why)``."""
    return f"expected ({item.expected_by})" if item.expected else "unexpected"


def display_target(text: str) -> str:
    """A target as given, with a file path shown relative to the current directory."""
    module, sep, attr = text.rpartition(":")
    if not sep or not os.path.isabs(module):
        return text
    rel = os.path.relpath(module)
    return f"{rel}:{attr}" if not rel.startswith("..") else text


def _rebased(where: str | None, root: str) -> str | None:
    file, sep, line = (where or "").rpartition(":")
    if not sep or not line.isdigit() or os.path.isabs(file):
        return where
    return f"{os.path.relpath(os.path.join(root, file))}:{line}"


def from_cwd(report: Report) -> Report:
    """The report with file paths relative to the current directory instead of the project
    root (`check` run from a subfolder), for the terminal; unchanged when they agree."""
    import copy

    root = report.root
    if not root or os.path.realpath(root) == os.path.realpath(os.getcwd()):
        return report
    shown = copy.deepcopy(report)
    for ep in shown.entrypoints:
        for fn in ep.functions:
            fn.defined_at = _rebased(fn.defined_at, root) or fn.defined_at
            for e in fn.events:
                e.call_site = _rebased(e.call_site, root)
    return shown


def causes_text(causes) -> str:
    return "; ".join(c.describe() for c in causes) or "no cause found"


def _names(group: RecompileGroup) -> str:
    return ", ".join(f"{kind} `{path}`" if path else kind for kind, path in group.causes)


def _short_value(text: str) -> str:
    try:
        number = float(text)
    except ValueError:
        return text if len(text) <= 24 else text[:23] + "…"
    return text if len(text) <= 6 else f"{number:.3g}"


def values_text(values: list[str], limit: int = 4) -> str:
    """``59 distinct values (0.1, 0.05, 0.0333, … 0.00169)``: numbers to 3 digits."""
    short = [_short_value(v) for v in values]
    shown = ", ".join(short) if len(short) <= limit else \
        ", ".join(short[:limit - 1]) + f", … {short[-1]}"
    return f"{len(values)} distinct values ({shown})"


def group_headline(group: RecompileGroup, unit: str = "compile") -> str:
    """``59 recompiles · static_value `lr` · 59 distinct values (…) · 4.1 s total``."""
    parts = [plural(group.count, "re" + unit), _names(group) or "no cause found"]
    if group.transform:
        parts[0] += f" [{group.transform}]"
    if len(group.values) > 1:
        parts.append(values_text(group.values))
    parts.append(f"{seconds(group.seconds)} total")
    if group.variation:
        parts.append("from variation calls")
    return SEP.join(parts)


def group_sites(group: RecompileGroup) -> str:
    first, last = group.events[0], group.events[-1]
    where = f"first #{first} at {group.first_call_site or '?'}"
    return where + f", last #{last} at {group.last_call_site or '?'}"


def where(event: CompileEvent) -> str:
    site = event.call_site or "call site unknown"
    if event.variation:
        return f"variation {event.variation}" + (f" at {event.call_site}"
                                                 if event.call_site else "")
    if event.dims:
        return f"base call {event.dims}" + (f" at {event.call_site}" if event.call_site else "")
    return site


def event_text(fn: FunctionReport, index: int, event: CompileEvent) -> str:
    under = f" [{event.transform}]" if event.transform else ""
    lines = [f"  #{index} at {where(event)}{under}: {causes_text(event.causes)} · "
             f"{mark(event)}"]
    if event.hint and not event.expected:
        lines.append(f"     fix: {event.hint}")
    return "\n".join(lines)


def group_text(group: RecompileGroup, unit: str = "compile") -> str:
    lines = [f"  {group_headline(group, unit)} · {mark(group)}", f"     {group_sites(group)}"]
    if group.hint and not group.expected:
        lines.append(f"     fix: {group.hint}")
    return "\n".join(lines)


def function_text(fn: FunctionReport, only_unexpected: bool = True, verbose: bool = False,
                  unit: str = "compile") -> str:
    """Why ``fn`` recompiled: one entry per group of like recompiles (each event when
    ``verbose``); only the unexpected ones when ``only_unexpected``."""
    lines = [f"`{fn.name}` ({fn.defined_at}) {unit}d {plural(fn.compiles, 'time')}:"]
    if verbose:
        for i, e in enumerate(fn.events, start=1):
            if e.recompile and (not only_unexpected or not e.expected):
                lines.append(event_text(fn, i, e))
        return "\n".join(lines)
    for group in groups(fn):
        if only_unexpected and group.expected:
            continue
        if group.count == 1:
            i = group.events[0]
            lines.append(event_text(fn, i, fn.events[i - 1]))
        else:
            lines.append(group_text(group, unit))
    return "\n".join(lines)


def cache_texts(event: CompileEvent) -> list[str]:
    """The persistent cache's part in one compile, where it is worth a line: why it
    missed (unless it is a first compile), why the entry was not written, or that JAX
    did not use the cache."""
    pc = event.persistent_cache or {}
    kind, reason, why = pc.get("status"), pc.get("reason"), pc.get("miss_reason")
    if kind == "disabled":
        return [f"persistent cache not used: {reason}"]
    texts = []
    if kind in ("miss", "written", "not_written") and why and not pc.get("first_seen") \
            and not (kind == "not_written" and pc.get("not_written_before")):
        texts.append(f"persistent cache miss: {why}")
    if kind == "not_written":
        texts.append(f"not written to the persistent cache: {reason}")
    return texts


def cache_lines(fn: FunctionReport) -> list[str]:
    """``#1, #3: <text>``: each distinct cache text of a function's events, once."""
    seen: dict[str, list[int]] = {}
    for i, event in enumerate(fn.events, start=1):
        for text in cache_texts(event):
            seen.setdefault(text, []).append(i)
    return [f"#{', #'.join(map(str, numbers))}: {text}" for text, numbers in seen.items()]


def variation_text(v: VariationResult) -> str:
    causes = "; ".join(c.describe() for c in v.causes) or "no compile"
    detail = f" ({v.detail})" if v.detail else ""
    return f"variation {v.axis} of {v.path}{detail}: {v.result}, expected {v.policy}: {causes}"


def entrypoint_text(ep: EntrypointReport, verbose: bool = False) -> str:
    """Why an entrypoint failed, in the words of the terminal report."""
    unit = "trace" if ep.mode == "trace" else "compile"
    lines: list[str] = [ep.finding] if ep.finding else []
    if ep.error is not None:
        lines.append(f"{display_target(ep.target)} raised {ep.error.type}: {ep.error.message}")
    for fn in by_cost(ep.functions):
        if fn.unexpected_recompiles:
            lines.append(function_text(fn, verbose=verbose, unit=unit))
    lines += [variation_text(v) for v in ep.variations if not v.expected]
    lines += [f"regression: {r}" for r in ep.regressions]
    lines += list(ep.notes)
    return "\n".join(lines) if lines else "ok"


# --- the summary ---------------------------------------------------------------------


def summary_parts(report: Report) -> list[tuple[str, str | None]]:
    """The summary line as (words, tone) parts; tone is "bad", "good", "dim" or None.

    Each count is part of the one before it, so none can exceed its parent:
    unexpected recompiles are some of the recompiles, contradicted expectations
    some of the variations that ran, exceeded budgets some of the budgets.
    """
    unit = "trace" if report.mode == "trace" else "compile"
    n_fn = sum(len(ep.functions) for ep in report.entrypoints)
    # `run -- COMMAND`: one entry per Python process of the program
    entries = "process" if report.command is not None else "target"
    parts: list[tuple[str, str | None]] = [
        (plural(len(report.entrypoints), entries), None),
        (plural(n_fn, "function"), None),
        (plural(report.compiles, unit), None),
    ]
    recompiles, unexpected = report.recompiles, report.unexpected_recompiles
    if recompiles:
        words = f"{plural(recompiles, 're' + unit)}: {unexpected} unexpected, " \
                f"{recompiles - unexpected} expected"
        parts.append((words, "bad" if unexpected else "good"))
    else:
        parts.append((f"0 re{unit}s", "good"))
    if report.budgets:
        over = report.budget_overruns
        parts.append((f"{over} of {plural(report.budgets, 'max_compiles budget')} exceeded",
                      "bad" if over else "good"))
    if report.variations:
        bad = report.contradicted
        words = (f"{bad} of {plural(report.variations, 'variation')} against expectations"
                 if bad else f"{plural(report.variations, 'variation')} as expected")
        parts.append((words, "bad" if bad else "good"))
    total = report.compile_seconds
    if total > 0:
        share = round(100 * report.unexpected_seconds / total)
        parts.append((f"{seconds(total)} {unit.removesuffix('e')}ing, {share}% unexpected",
                      "dim"))
    nothing = sum(1 for ep in report.entrypoints if ep.finding)
    if nothing:
        parts.append((f"{plural(nothing, 'target')} compiled nothing", "bad"))
    if report.errors:
        parts.append((plural(report.errors, "error"), "bad"))
    if report.divergences:
        parts.append((f"{plural(len(report.divergences), 'divergence')} between processes",
                      "bad"))
    cache = report.persistent_cache
    if cache is not None:
        parts.append((cache_summary(cache), "dim"))
    elif report.cache_hits:
        parts.append((f"{report.cache_hits} from the persistent cache", "dim"))
    parts.append((f"jax {report.jax_version} {report.backend}", "dim"))
    if report.command is not None:
        parts.append((f"program exit {report.program_exit}" if report.program_exit is not None
                      else "program stopped", "dim"))
    parts.append((f"exit {report.exit_code}", "bad" if report.exit_code else "good"))
    return parts


def cache_summary(cache: dict) -> str:
    """``persistent cache: 1 hit saving 30 ms, 2 misses costing 1.2 s (1 not written)``."""
    hits, misses = cache["hits"], cache["misses"]
    words = [plural(hits, "hit") + (f" saving {seconds(cache['seconds_saved'])}" if hits
                                    else ""),
             f"{misses} {'miss' if misses == 1 else 'misses'}"
             + (f" costing {seconds(cache['seconds_missed'])}" if misses else "")]
    if cache["not_written"]:
        words[-1] += f" ({cache['not_written']} not written)"
    if cache["disabled"]:
        words.append(f"{cache['disabled']} not looked up")
    return "persistent cache: " + ", ".join(words)


def wrap_parts(parts: list[str], width: int, indent: int = 2) -> list[str]:
    """Join ``parts`` with `` · ``, breaking lines only between parts."""
    lines: list[str] = []
    line = ""
    for part in parts:
        candidate = f"{line}{SEP}{part}" if line else part
        # room for the " ·" that ends a line broken after this part
        if line and len(candidate) + len(SEP.rstrip()) > width:
            lines.append(line + SEP.rstrip())
            line = " " * indent + part
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def summary_text(report: Report, width: int = 80) -> str:
    return "\n".join(wrap_parts([p for p, _ in summary_parts(report)], width))


def no_functions_text(ep: EntrypointReport) -> str:
    """A target with no compile of the user's: none happened, or none was seen before it
    stopped (an error leaves what happened after it unknown)."""
    if ep.error is None:
        return "no jitted function of yours was compiled"
    return "no compile of a jitted function of yours was seen before it stopped"
