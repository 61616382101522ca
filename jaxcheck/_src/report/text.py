"""Plain-text lines of the report, shared by every renderer.

Built from the words :mod:`view` decides. JUnit failures, pytest messages and GitHub
annotations use these texts as they are; the terminal report colours them. Everything
reads without colour: each recompile says ``unexpected`` or ``expected (why)``, and fix
hints appear only where something is to be fixed.
"""

from __future__ import annotations

import os

from ..model.report import (
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from .groups import groups
from .view import SEP, cause_rows, mark, plural, seconds, shows_fix, site, summary, wrap


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
    return "; ".join(text for _, text in cause_rows(causes)) or "no cause found"


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
    if group.count > 1 and len(group.values) > 1:  # one recompile: its cause says it
        parts.append(values_text(group.values))
    parts.append(f"{seconds(group.seconds)} total")
    if group.variation:
        parts.append("from variation calls")
    return SEP.join(parts)


def group_sites(fn: FunctionReport, group: RecompileGroup) -> str:
    """``first #3 at train.py:30, last #4 at train.py:41`` (``#2 to #12, all at
    train.py:21`` when every one was made there); a variation call named where no call
    site is known."""
    first, last = group.events[0], group.events[-1]

    def at(index: int) -> str:
        event = fn.events[index - 1]
        return f"at {event.call_site}" if event.call_site else f"({site(event)})"

    sites = {fn.events[i - 1].call_site for i in group.events}
    numbers = event_numbers(group.events)
    if len(sites) == 1 and None not in sites:
        return f"{numbers}, all {at(first)}"
    if group.events == list(range(first, last + 1)):
        return f"first #{first} {at(first)}, last #{last} {at(last)}"
    return f"{numbers}: first {at(first)}, last {at(last)}"


def event_numbers(events: list[int], most: int = 6) -> str:
    """``#2 to #4``, ``#2, #4``, ``#2 to #4, #7``: the events a group holds, and only
    those (an event of another cause between two of its own is not claimed); runs of
    consecutive events joined, at most ``most`` parts (then ``…`` and the last)."""
    runs: list[list[int]] = []
    for n in events:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts = [f"#{run[0]}" if len(run) == 1 else f"#{run[0]} to #{run[-1]}" for run in runs]
    if len(parts) > most:
        parts = [*parts[: most - 1], "…", parts[-1]]
    return ", ".join(parts)


def where(event: CompileEvent) -> str:
    if event.variation:
        return f"variation {event.variation}" + (f" at {event.call_site}"
                                                 if event.call_site else "")
    if event.dims:
        return f"base call {event.dims}" + (f" at {event.call_site}" if event.call_site else "")
    return site(event)


def event_text(fn: FunctionReport, index: int, event: CompileEvent) -> str:
    under = f" [{event.transform}]" if event.transform else ""
    lines = [f"  #{index} at {where(event)}{under}: {causes_text(event.causes)} · "
             f"{mark(event)}"]
    if shows_fix(event):
        lines.append(f"     fix: {event.hint}")
    return "\n".join(lines)


def group_text(fn: FunctionReport, group: RecompileGroup, unit: str = "compile") -> str:
    lines = [f"  {group_headline(group, unit)} · {mark(group)}",
             f"     {group_sites(fn, group)}"]
    if shows_fix(group):
        lines.append(f"     fix: {group.hint}")
    return "\n".join(lines)


def sizes_texts(fn: FunctionReport) -> list[str]:
    """``sizes seen at `x` (axis 0): 9, 12, 44, 62 · buckets (powers of two): 16, 64, 12%
    padding``: every size a shape recompile saw, the first compile's too, as the HTML
    page's histogram shows them; for three sizes or more."""
    from ..analysis.buckets import sizes_seen

    texts = []
    for seen in sizes_seen(fn):
        if len(seen.counts) < 3:
            continue  # two sizes: the recompile's own `before → after` shows both
        sizes = ", ".join(f"{s}" if n == 1 else f"{s} (×{n})" for s, n in seen.counts.items())
        text = f"sizes seen at `{seen.path}` (axis {seen.axis}): {sizes}"
        best = seen.suggested
        if best is not None and len(best.buckets) < len(seen.counts):
            text += (f"{SEP}buckets ({best.name}): {', '.join(map(str, best.buckets))}, "
                     f"{best.waste:.0%} padding")
        texts.append(text)
    return texts


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
            lines.append(group_text(fn, group, unit))
    lines += [f"  {t}" for t in sizes_texts(fn)]
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
    causes = "; ".join(text for _, text in cause_rows(v.causes)) or "no compile"
    detail = f" ({v.detail})" if v.detail else ""
    return f"variation {v.axis} of {v.path}{detail}: {v.result}, expected {v.policy}: {causes}"


# --- the summary ---------------------------------------------------------------------


def wrap_parts(parts: list[str], width: int, indent: int = 2) -> list[str]:
    """Join ``parts`` with `` · ``, breaking lines only between parts."""
    lines = [SEP.join(line) for line in wrap(parts, width, indent)]
    return [(" " * indent if i else "") + line + (SEP.rstrip() if i < len(lines) - 1 else "")
            for i, line in enumerate(lines)]


def summary_text(report: Report, width: int = 80) -> str:
    return "\n".join(wrap_parts([p.text for p in summary(report)], width))


def no_functions_text(ep: EntrypointReport) -> str:
    """A target with no compile of the user's: none happened, or none was seen before it
    stopped (an error leaves what happened after it unknown)."""
    if ep.error is None:
        return "no jitted function of yours was compiled"
    return "no compile of a jitted function of yours was seen before it stopped"
