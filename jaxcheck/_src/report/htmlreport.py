"""One self-contained HTML report: no script, no network, charts as inline SVG.

It opens from disk and as a CI artifact, and reads the same with JavaScript disabled (it
has none): a Content-Security-Policy forbids every fetch. Sections: the summary, call
sites ranked by compile seconds, then per target the variation matrix, a compile
timeline (each compile's trace, lower and XLA-compile phases; hover a bar for its
cause), every function and recompile with its fix, and for shape recompiles the sizes
seen per argument path with a suggested set of padding buckets.
"""

from __future__ import annotations

import dataclasses
import html
import itertools
import re
from collections.abc import Iterable

from ..analysis import buckets as _buckets
from ..model.report import CompileEvent, EntrypointReport, FunctionReport, RecompileGroup, Report
from . import view
from .failures import Failure, entrypoint_failures
from .failures import notes as failure_notes
from .groups import groups
from .text import cache_texts, causes_text, group_headline, group_sites, no_functions_text
from .view import call_sites, plural, shows_fix

PHASES = (("trace", "trace_seconds", "#6c8ebf"), ("lower", "lower_seconds", "#9673a6"),
          ("XLA compile", "compile_seconds", "#d6b656"))

CSS = """
:root { --fail: #c62828; --pass: #2e7d32; --error: #8e24aa; --warn: #b26a00;
  --muted: #666; --line: #ddd; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0;
  color: #222; background: #fafafa; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 24px 48px; }
h1 { font-size: 22px; margin: 8px 0; } h2 { font-size: 18px; margin: 0 0 8px; }
h3 { font-size: 15px; margin: 16px 0 6px; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
  font-size: 12.5px; }
section.card { background: #fff; border: 1px solid var(--line); border-left-width: 6px;
  border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
section.fail { border-left-color: var(--fail); } section.pass { border-left-color: var(--pass); }
section.error { border-left-color: var(--error); }
.badge { display: inline-block; padding: 1px 8px; border-radius: 10px; color: #fff;
  font-weight: 600; font-size: 12px; margin-right: 6px; }
.badge.fail { background: var(--fail); } .badge.pass { background: var(--pass); }
.badge.error { background: var(--error); }
.summary { font-size: 15px; } .muted { color: var(--muted); }
table { border-collapse: collapse; margin: 6px 0; }
th, td { text-align: left; padding: 3px 10px 3px 0; vertical-align: top;
  border-bottom: 1px solid #eee; }
th { font-weight: 600; color: #444; }
td.num, th.num { text-align: right; }
.unexpected { color: var(--fail); font-weight: 600; } .expected { color: var(--warn); }
.hit { color: var(--pass); } .na { color: #999; } .err { color: var(--error); }
.fix { color: #00695c; } .note { color: var(--muted); font-size: 13px; }
details { margin: 4px 0; } summary { cursor: pointer; }
svg text { font: 11px system-ui, sans-serif; fill: #333; }
.legend span { display: inline-block; margin-right: 14px; font-size: 12px; }
.legend i { display: inline-block; width: 12px; height: 10px; margin-right: 4px;
  vertical-align: middle; }
"""


#: added to the page only when it holds a program diff.
DIFF_CSS = """
pre.diff { background: #f6f8fa; padding: 6px 8px; overflow-x: auto; line-height: 1.35; }
pre.diff .add { background: #e6ffec; display: inline-block; min-width: 100%; }
pre.diff .del { background: #ffebe9; display: inline-block; min-width: 100%; }
pre.diff .hunk { color: #6f42c1; } pre.diff .file { color: #666; }
"""


def _css(report: Report) -> str:
    diffs = any("\n" in (e.program_change or "") for ep in report.entrypoints
                for fn in ep.functions for e in fn.events)
    return CSS + DIFF_CSS if diffs else CSS


def _e(text: object) -> str:
    return html.escape("" if text is None else str(text), quote=True)


# --- call sites --------------------------------------------------------------------


def _sites_section(report: Report) -> str:
    sites = call_sites(report)
    if not sites:
        return ""
    top = max(s.seconds for s in sites) or 1.0
    rows = []
    for s in sites:
        width = 160
        total = round(width * s.seconds / top, 1)
        bad = round(width * s.unexpected_seconds / top, 1)
        bar = (f'<svg width="{width}" height="12" role="img" aria-label="{s.seconds:.3f}s">'
               f'<rect width="{total}" height="12" fill="#c9d6ea"/>'
               f'<rect width="{bad}" height="12" fill="#c62828"/></svg>')
        rows.append(
            f'<tr><td class="mono">{_e(s.call_site)}</td><td>{_e(", ".join(s.functions))}'
            f'</td><td class="num">{s.compiles}</td><td class="num">{s.seconds:.3f}</td>'
            f'<td class="num{" unexpected" if s.unexpected else ""}">'
            f'{s.unexpected_seconds:.3f} ({s.unexpected})</td><td>{bar}</td></tr>')
    return (
        '<section class="card" id="call-sites"><h2>Call sites by compile seconds</h2>'
        '<p class="note">Where compiles were triggered, costliest first; red: the seconds '
        'of unexpected recompiles.</p><table><tr><th>call site</th><th>functions</th>'
        '<th class="num">compiles</th><th class="num">seconds</th>'
        '<th class="num">unexpected s (n)</th><th></th></tr>'
        + "".join(rows) + "</table></section>")


# --- variation matrix --------------------------------------------------------------


_CLASS = {"bad": "unexpected", "ok": "hit", "warn": "expected", "error": "err", "dim": "na",
          "": ""}


def _matrix(ep: EntrypointReport) -> str:
    if not ep.variations:
        return ""
    m = view.matrix(ep)
    head = "".join(f"<th>{_e(a)}</th>" for a in m.axes)
    rows = []
    for row in m.rows:
        cells = []
        for c, found in zip(row.cells, row.results, strict=True):
            tip = "; ".join(f"{v.axis} {v.path}: {v.result}, expected {v.policy}"
                            + (f" — {v.detail}" if v.detail else "") for v in found)
            cells.append(f'<td class="{_CLASS[c.tone]}" title="{_e(tip)}">{_e(c.text)}</td>')
        rows.append(f'<tr><th class="mono">{_e(row.path)}</th>{"".join(cells)}</tr>')
    return ("<h3>Variation sensitivity</h3><p class=\"note\">Each cell: what changing one "
            "argument along one axis did. ✗ contradicts the expectation.</p>"
            f"<table><tr><th>argument</th>{head}</tr>{''.join(rows)}</table>")


# --- timeline ------------------------------------------------------------------------


def _phases(event: CompileEvent) -> list[tuple[str, float, str]]:
    found = [(name, getattr(event, attr) or 0.0, color) for name, attr, color in PHASES]
    found = [p for p in found if p[1] > 0]
    return found or [("compile", event.seconds or 0.0, PHASES[2][2])]


def _event_title(name: str, index: int, event: CompileEvent) -> str:
    kind = ("unexpected recompile" if event.recompile and not event.expected
            else "recompile" if event.recompile else "first compile")
    lines = [f"{name} #{index}: {kind}", causes_text(event.causes)]
    if event.call_site:
        lines.append(f"at {event.call_site}")
    lines.append(", ".join(f"{n} {s:.3f}s" for n, s, _ in _phases(event)))
    if event.cache_hit:
        lines.append("served from the persistent compilation cache")
    lines += cache_texts(event)
    if shows_fix(event):
        lines.append(f"fix: {event.hint}")
    return "\n".join(lines)


def _ticks(span: float) -> list[float]:
    for step in (0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 60,
                 120, 300, 600):
        if span / step <= 8:
            return [i * step for i in range(int(span / step) + 1)]
    return [0.0, span]


def _timeline(ep: EntrypointReport) -> str:
    timed = [(fn, i, e) for fn in ep.functions for i, e in enumerate(fn.events, 1)
             if e.started is not None]
    if not timed:
        return ""
    end = max([ep.seconds] + [e.started + sum(s for _, s, _ in _phases(e))
                              for _, _, e in timed]) or 1.0
    # start where the compiles start when set-up (imports, JAX's start) took most of it
    first = min(e.started for _, _, e in timed)
    origin = 0.0
    if first > 0.3 * end:
        step = _ticks(end - first)[1] if len(_ticks(end - first)) > 1 else end - first
        origin = max(0.0, (first // step) * step) if step else first
    span = (end - origin) or 1.0
    label_w, plot_w, row_h = 170, 790, 22
    names = [fn.name for fn in ep.functions]
    height = 24 + row_h * len(names) + 22
    scale = plot_w / span
    parts = [f'<svg class="timeline" width="{label_w + plot_w + 20}" height="{height}" '
             f'role="img" aria-label="compile timeline of {_e(ep.target)}">']
    for row, name in enumerate(names):
        y = 18 + row * row_h
        shown = name if len(name) <= 28 else "…" + name[-27:]
        parts.append(f'<text x="{label_w - 6}" y="{y + 14}" text-anchor="end">'
                     f'{_e(shown)}<title>{_e(name)}</title></text>'
                     f'<line x1="{label_w}" x2="{label_w + plot_w}" y1="{y + row_h - 2}" '
                     f'y2="{y + row_h - 2}" stroke="#eee"/>')
    axis_y = 18 + row_h * len(names)
    for t in _ticks(span):
        x = label_w + t * scale
        label = f"{origin + t:.6g}s"
        parts.append(f'<line x1="{x:.1f}" x2="{x:.1f}" y1="14" y2="{axis_y}" stroke="#f0f0f0"/>'
                     f'<text x="{x:.1f}" y="{axis_y + 14}" text-anchor="middle">{label}</text>')
    for fn, index, event in timed:
        y = 18 + names.index(fn.name) * row_h + 3
        x = label_w + (event.started - origin) * scale
        bad = event.recompile and not event.expected
        group = [f'<g class="compile"><title>{_e(_event_title(fn.name, index, event))}</title>']
        start = x
        for _, seconds, color in _phases(event):
            w = max(1.5, seconds * scale)
            group.append(f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="14" '
                         f'fill="{color}"/>')
            x += w
        if bad or event.recompile:
            stroke = "#c62828" if bad else "#b26a00"
            group.append(f'<rect x="{start - 1:.1f}" y="{y - 1}" width="{x - start + 2:.1f}" '
                         f'height="16" fill="none" stroke="{stroke}" stroke-width="2"/>')
        group.append("</g>")
        parts.append("".join(group))
    parts.append("</svg>")
    legend = "".join(f'<span><i style="background:{c}"></i>{n}</span>' for n, _, c in PHASES)
    legend += ('<span><i style="border:2px solid #c62828"></i>unexpected recompile</span>'
               '<span><i style="border:2px solid #b26a00"></i>expected recompile</span>')
    ordered = sorted(timed, key=lambda t: t[2].started or 0.0)
    items = "".join(
        f"<li><span class=\"mono\">{e.started:.3f}s</span> <b>{_e(fn.name)}</b> #{i}"
        f"{' <span class=unexpected>unexpected</span>' if e.recompile and not e.expected else ''}"
        f": {_e(causes_text(e.causes))} <span class=\"muted\">"
        f"({_e(', '.join(f'{n} {s:.3f}s' for n, s, _ in _phases(e)))})</span></li>"
        for fn, i, e in ordered)
    skipped = (f" The first {origin:g}s (imports, JAX's start-up, JAX-internal compiles) "
               "are left out." if origin else "")
    return ("<h3>Compile timeline</h3><p class=\"note\">Seconds since the target started; "
            f"one row per function; hover a bar for its cause.{skipped}</p>"
            f'<div style="overflow-x:auto">{"".join(parts)}</div>'
            f'<div class="legend">{legend}</div>'
            f"<details><summary>{plural(len(ordered), 'compile')} in time order</summary>"
            f"<ol>{items}</ol></details>")


# --- functions and recompiles ----------------------------------------------------------


def _causes(event: CompileEvent) -> str:
    out = []
    for c, text in view.cause_rows(event.causes):
        if c is None or text != c.describe():  # many causes told in one row
            out.append(f"<div>{_e(text)}</div>")
            continue
        change = (f" <span class=\"mono\">{_e(c.before)} → {_e(c.after)}</span>"
                  if c.before is not None or c.after is not None else "")
        path = f" <b class=\"mono\">{_e(c.path)}</b>" if c.path else ""
        note = f" <span class=\"note\">{_e(c.note)}</span>" if c.note else ""
        out.append(f"<div><code>{_e(c.kind)}</code>{path}{change}{note}</div>")
    return "".join(out)


def _bytes(n: int) -> str:
    for unit in ("B", "kB", "MB", "GB"):
        if n < 1000 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1000
    return ""


_MEMORY = (("code", "code"), ("arguments", "args"), ("outputs", "out"), ("temp", "temp"))


def _memory(event: CompileEvent) -> str:
    """The executable's memory analysis, where the backend gave one."""
    if not event.memory:
        return ""
    parts = [f"{word} {_bytes(event.memory[key])}" for key, word in _MEMORY
             if event.memory.get(key)]
    return f'<div class="note">memory: {_e(" · ".join(parts) or "0 B")}</div>'


def _program_change(event: CompileEvent) -> str:
    """A recompile's program against the earlier one's: one line, or the diff to unfold."""
    change = event.program_change
    if not change:
        return ""
    if "\n" not in change:
        return f'<div class="note">program: {_e(change)}</div>'
    lines = []
    for line in change.split("\n"):
        cls = ("hunk" if line.startswith("@@") else "file" if line.startswith(("---", "+++"))
               else "add" if line.startswith("+") else "del" if line.startswith("-") else "")
        lines.append(f'<span class="{cls}">{_e(line)}</span>' if cls else _e(line))
    changed = sum(1 for line in change.split("\n")
                  if line[:1] in "+-" and not line.startswith(("---", "+++")))
    return (f'<details class="program"><summary class="note">what changed in the program '
            f"({plural(changed, 'line')} of the jaxpr)</summary>"
            f'<pre class="mono diff">{chr(10).join(lines)}</pre></details>')


def _event_row(index: int, event: CompileEvent, fix: bool = True) -> str:
    if not event.recompile:
        verdict, cls = "first compile", "muted"
    elif event.expected:
        verdict, cls = "expected recompile", "expected"
    else:
        verdict, cls = "unexpected recompile", "unexpected"
    where = view.site(event)
    context = [event.transform] if event.transform else []
    if event.dims:
        context.append(f"base call {event.dims}")
    if event.variation and event.call_site:
        context.append(f"variation: {event.variation}")
    if event.cache_hit:
        context.append("persistent cache hit")
    extra = ""
    if fix and shows_fix(event):
        extra += f'<div class="fix">fix: {_e(event.hint)}</div>'
    for text in cache_texts(event):
        extra += f'<div class="note">{_e(text)}</div>'
    if event.retraced:
        extra += (f'<div class="note">retraced inside it: {_e(", ".join(event.retraced))}'
                  "</div>")
    extra += _program_change(event)
    if len(event.call_stack) > 1:  # one frame is the call site, shown already
        frames = "".join(f"<li>{_e(f)}</li>" for f in event.call_stack)
        extra += (f'<details class="stack"><summary class="note">call stack '
                  f"({plural(len(event.call_stack), 'line')}, outermost first)</summary>"
                  f'<ol class="mono note">{frames}</ol></details>')
    if event.explanation:
        extra += (f"<details><summary class=\"note\">JAX's explanation</summary>"
                  f"<pre class=\"mono\">{_e(event.explanation)}</pre></details>")
    phases = ", ".join(f"{n} {s:.3f}s" for n, s, _ in _phases(event))
    return (f'<tr><td class="num">#{index}</td><td class="{cls}">{verdict}</td>'
            f'<td class="mono">{_e(where)}<div class="note">{_e("; ".join(context))}</div>'
            f"</td><td>{_causes(event)}{extra}</td>"
            f'<td class="num">{event.seconds or 0.0:.3f}s<div class="note">{_e(phases)}'
            f"</div>{_memory(event)}</td></tr>")


def _histogram(seen: _buckets.SizesSeen) -> str:
    sizes = list(seen.counts)
    top = max(seen.counts.values())
    bar_w, gap, h, top_pad = 30, 8, 60, 14
    width = len(sizes) * (bar_w + gap) + 10
    parts = [f'<svg width="{width}" height="{h + top_pad + 22}" role="img" '
             f'aria-label="sizes seen at {_e(seen.path)}">']
    suggested = set(seen.suggested.buckets) if seen.suggested else set()
    for i, size in enumerate(sizes):
        n = seen.counts[size]
        bh = max(2, round(h * n / top))
        x = 5 + i * (bar_w + gap)
        color = "#2e7d32" if size in suggested else "#6c8ebf"
        parts.append(f'<rect x="{x}" y="{top_pad + h - bh}" width="{bar_w}" height="{bh}" '
                     f'fill="{color}"><title>size {size}: {plural(n, "compile")}</title>'
                     f'</rect><text x="{x + bar_w / 2}" y="{top_pad + h + 16}" '
                     f'text-anchor="middle">{size}</text>'
                     f'<text x="{x + bar_w / 2}" y="{top_pad + h - bh - 3}" '
                     f'text-anchor="middle">{n}</text>')
    parts.append("</svg>")
    rows = []
    for o in seen.options:
        mark = o is seen.suggested
        rows.append(f"<tr{' class=hit' if mark else ''}><td>{_e(o.name)}</td>"
                    f"<td class=\"mono\">{_e(', '.join(map(str, o.buckets)))}</td>"
                    f"<td class=\"num\">{len(o.buckets)}</td><td class=\"num\">{o.waste:.0%}"
                    f"</td><td>{'suggested' if mark else ''}</td></tr>")
    return (f"<div class=\"sizes\"><p><b class=\"mono\">{_e(seen.path)}</b> dimension "
            f"{seen.axis}: {plural(len(sizes), 'size')} seen in "
            f"{plural(sum(seen.counts.values()), 'compile')} (green: a size the suggested "
            f"buckets keep)</p><div>{''.join(parts)}</div><table><tr><th>buckets</th><th>sizes</th>"
            "<th class=\"num\">compiles</th><th class=\"num\">padding waste</th><th></th></tr>"
            f"{''.join(rows)}</table></div>")


def _group_row(fn: FunctionReport, group: RecompileGroup, unit: str) -> str:
    """Like recompiles as one row: their headline and one fix; the members fold."""
    cls = "expected" if group.expected else "unexpected"
    count = plural(group.count, f"{cls} re{unit}")
    members = "".join(_event_row(i, fn.events[i - 1], fix=False) for i in group.events)
    fix = (f'<div class="fix">fix: {_e(group.hint)}</div>' if shows_fix(group) else "")
    return (f'<tr class="group"><td class="num">#{group.events[0]}</td>'
            f'<td class="{cls}">{_e(count)}</td><td colspan="3"><details><summary>'
            f"{_e(group_headline(group, unit))} · {_e(view.mark(group))}</summary>"
            f'<p class="note">{_e(group_sites(fn, group))}</p><table>{members}</table>'
            f"</details>{fix}</td></tr>")


def _function(fn: FunctionReport, ep: EntrypointReport) -> str:
    unit = view.unit_word(ep)
    recompiles = fn.recompiles
    bad = sum(1 for e in recompiles if not e.expected)
    head = (f"<h3><span class=\"mono\">{_e(fn.name)}</span> <span class=\"muted mono\">"
            f"{_e(fn.defined_at)}</span> — {plural(fn.compiles, unit)}, "
            f"<span class=\"{'unexpected' if bad else 'expected' if recompiles else 'muted'}\">"
            f"{plural(len(recompiles), 're' + unit)}</span>"
            f"{f' ({bad} unexpected)' if bad else ''}, {fn.compile_seconds:.3f}s</h3>")
    # like recompiles grouped as the terminal groups them, at their first member
    grouped = {g.events[0]: g for g in groups(fn) if g.count > 1}
    members = {i for g in grouped.values() for i in g.events}
    rows = "".join(_group_row(fn, grouped[i], unit) if i in grouped else _event_row(i, e)
                   for i, e in enumerate(fn.events, 1) if i in grouped or i not in members)
    table = ("<table><tr><th></th><th>event</th><th>where</th><th>cause and fix</th>"
             f"<th class=\"num\">time</th></tr>{rows}</table>")
    sizes = _buckets.sizes_seen(fn)
    shapes = ""
    if sizes:
        shapes = ("<details open><summary>Sizes seen per argument path, and padding buckets"
                  "</summary><p class=\"note\">Pad each input up to its bucket and the function "
                  "compiles once per bucket. Waste: the share of padded elements along the "
                  "dimension, with each size seen equally often.</p>"
                  + "".join(_histogram(s) for s in sizes) + "</details>")
    return head + table + shapes


#: a failure's tone as a class (``report/failures.py`` decides each tone)
_FAILURE_CLASS = {"bad": "unexpected", "error": "err"}


def _failures(told: list[Failure], kinds: tuple[str, ...]) -> list[str]:
    return [f'<p class="{_FAILURE_CLASS[f.tone]}">{_e(f.local())}</p>' for f in told
            if f.kind in kinds]


def _target(index: int, ep: EntrypointReport) -> str:
    status = ep.status
    kind = ep.kind if ep.mode == "execute" else f"{ep.kind}, trace mode"
    parts = [f'<section class="card {status}" id="target-{index}"><h2>'
             f'<span class="badge {status}">{status.upper()}</span>'
             f'<span class="mono">{_e(ep.target)}</span> <span class="muted">[{_e(kind)}] '
             f"{ep.seconds:.2f}s</span></h2>"]
    told = entrypoint_failures(ep)  # the one failure view: its words and tones
    parts += _failures(told, ("finding", "error"))
    if ep.args is not None:
        dims = " ".join(f"{k}={','.join(map(str, v))}" for k, v in ep.dims.items())
        parts.append(f'<p>args: <code>{_e(ep.args)}</code> <span class="muted">{_e(dims)}'
                     "</span></p>")
    parts.append(_matrix(ep))
    parts += _failures(told, ("variation",))
    parts.append(_timeline(ep))
    if not ep.functions:
        parts.append(f'<p class="muted">{_e(no_functions_text(ep))}</p>')
    parts += [_function(fn, ep) for fn in view.functions(ep)]
    parts += _failures(told, ("budget", "regression"))
    notes = failure_notes(ep) + [f"improved: {i}" for i in ep.improvements]
    if ep.internal_compiles:
        notes.append(f"+{plural(ep.internal_compiles, 'compile')} of JAX-internal ops, "
                     "not counted")
    parts += [f'<p class="note">{_e(n)}</p>' for n in notes]
    parts.append("</section>")
    return "".join(parts)


def _summary(report: Report) -> str:
    done = view.outcome(report)
    code, cls = done.code, done.status
    # the terminal's summary words; the exit code is the badge, the versions the line below
    text = view.SEP.join(p.text for p in view.summary(report)
                         if p.key not in ("exit", "versions"))
    toc = "".join(f'<li><a href="#target-{i}"><span class="badge {ep.status}">'
                  f'{ep.status.upper()}</span></a><a class="mono" href="#target-{i}">'
                  f"{_e(ep.target)}</a></li>" for i, ep in enumerate(report.entrypoints))
    return (f'<section class="card {cls}"><h1>jaxcheck report</h1>'
            f'<p class="summary"><span class="badge {cls}">exit {code}</span>{_e(text)}</p>'
            f'<p class="muted">jaxcheck {_e(report.jaxcheck_version)} · jax '
            f"{_e(report.jax_version)} {_e(report.backend)} · {_e(report.mode)} mode</p>"
            f'<ul style="list-style:none;padding:0">{toc}</ul></section>')


def _divergences(report: Report) -> str:
    """Processes of one distributed job that compiled different programs."""
    if not report.divergences:
        return ""
    rows = "".join(f'<li class="mono">{_e(d.line)} <span class="muted">job '
                   f"{_e(d.job)}</span></li>" for d in map(view.divergence, report.divergences))
    advice = view.DIVERGENCE_ADVICE
    return ('<section class="card fail"><h2>Processes that diverged</h2>'
            f"<ul>{rows}</ul><p class=\"note\">{_e(advice[0].upper() + advice[1:])}.</p>"
            "</section>")


#: program diffs shown on one page, in characters: past it a recompile's diff is left to
#: the JSON report (a storm of 500 recompiles keeps the page well under 2 MB).
DIFF_BUDGET = 400_000


def _within_budget(report: Report, budget: int = DIFF_BUDGET) -> Report:
    """``report`` with the program diffs past ``budget`` replaced by one line."""
    sizes = [len(e.program_change) for ep in report.entrypoints for fn in ep.functions
             for e in fn.events if "\n" in (e.program_change or "")]
    if sum(sizes) <= budget:
        return report
    used, entrypoints = 0, []
    for ep in report.entrypoints:
        functions = []
        for fn in ep.functions:
            events = []
            for e in fn.events:
                change = e.program_change or ""
                if "\n" in change:
                    if used + len(change) > budget:
                        lines = sum(1 for line in change.split("\n") if line[:1] in "+-") - 2
                        e = dataclasses.replace(e, program_change=(
                            f"changed ({plural(lines, 'diff line')}; left out of this page, "
                            "in the JSON report)"))
                    else:
                        used += len(change)
                events.append(e)
            functions.append(dataclasses.replace(fn, events=events))
        entrypoints.append(dataclasses.replace(ep, functions=functions))
    return dataclasses.replace(report, entrypoints=entrypoints)


def _body(report: Report) -> str:
    report = _within_budget(report)
    parts: Iterable[str] = [
        _summary(report),
        _divergences(report),
        _sites_section(report),
        *(_target(i, ep) for i, ep in enumerate(report.entrypoints)),
    ]
    return "".join(parts)


def render(report: Report) -> str:
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        "style-src 'unsafe-inline'\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>jaxcheck report: {view.outcome(report).words}</title>"
        f"<style>{_css(report)}</style></head><body><main>"
        + _body(report) + "</main></body></html>\n")


#: the class of the element a notebook's copy of the report sits in.
SCOPE = "jaxcheck-report"
_fragments = itertools.count(1)


def scoped_css(css: str = CSS, scope: str = SCOPE) -> str:
    """``css`` with every rule confined to ``.scope`` (``:root`` and ``body`` become it):
    inside a notebook the page's styles must not restyle the notebook."""
    rules = []
    for selectors, block in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        inside = []
        for sel in (s.strip() for s in selectors.split(",")):
            inside.append(f".{scope}" if sel in (":root", "body") else f".{scope} {sel}")
        rules.append(f"{', '.join(inside)} {{{' '.join(block.split())}}}")
    return "\n".join(rules)


def fragment(report: Report) -> str:
    """The report as one element to embed in a page (a notebook's output): the same
    sections as :func:`render`, its styles scoped to the element."""
    # several reports in one notebook: each one's links lead to its own targets
    prefix = f"jaxcheck-{next(_fragments)}-"
    body = _body(report).replace(' id="', f' id="{prefix}').replace(
        'href="#', f'href="#{prefix}')
    return (f'<div class="{SCOPE}"><style>{scoped_css(_css(report))}</style><main>'
            f"{body}</main></div>")


def write(path: str, report: Report) -> None:
    from ..util.io import write_text

    write_text(path, render(report))
