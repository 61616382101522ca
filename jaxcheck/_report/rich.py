"""The terminal report: per target, per function, every recompile with its cause and hint."""

from __future__ import annotations

from rich import box
from rich.console import Console, Group
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .._entrypoint import AXES
from .._model import (
    RESULT_ORDER,
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from .groups import by_cost, groups
from .text import (
    SEP,
    cache_lines,
    display_target,
    from_cwd,
    group_headline,
    group_sites,
    mark,
    no_functions_text,
    plural,
    summary_parts,
    where,
    wrap_parts,
)

_STATUS = {"pass": ("PASS", "bold green"), "fail": ("FAIL", "bold red"),
           "error": ("ERROR", "bold magenta")}


def _indent(text, n: int) -> Padding:
    return Padding(text, (0, 0, 0, n))


class Flow:
    """Parts on one line, or on several broken only between parts: a name, a path or a
    count never wraps in the middle (unless it alone is wider than the screen)."""

    def __init__(self, *parts: Text | str | tuple[str, str], sep: str = "  ",
                 hang: int = 2) -> None:
        self.parts = [Text(p) if isinstance(p, str) else
                      Text(p[0], style=p[1]) if isinstance(p, tuple) else p
                      for p in parts if p and (not isinstance(p, tuple) or p[0])]
        self.sep, self.hang = sep, hang

    def __rich_console__(self, console, options):
        width = options.max_width
        line = Text()
        for part in self.parts:
            part = _fit(part, width - self.hang)
            if line.cell_len and line.cell_len + len(self.sep) + part.cell_len > width:
                yield line
                line = Text(" " * self.hang)
            elif line.cell_len:
                line.append(self.sep, "dim")
            line.append_text(part)
        if line.cell_len:
            yield line


def _fit(text: Text, width: int) -> Text:
    """A part too wide for any line, shortened from the left: a path keeps its file:line."""
    if text.cell_len <= width or width < 8:
        return text
    return Text("…" + text.plain[-(width - 1):], style=text.style)


def _mark(item) -> Text:
    return Text(mark(item), style="yellow" if item.expected else "bold red")


def _cause_lines(causes, expected: bool) -> list[Padding]:
    lines = []
    for cause in causes:
        # the one plain-text form of a cause, with its kind coloured
        line = Text(cause.describe())
        line.stylize("yellow" if expected else "red", 0, len(cause.kind))
        lines.append(_indent(line, 5))
        if cause.note:
            lines.append(_indent(Text(cause.note, style="dim"), 7))
    return lines


def _event_lines(index: int, event: CompileEvent) -> list[Padding]:
    seconds = f"  {event.seconds:.3f}s" if event.seconds is not None else ""
    lines = [_indent(Flow(
        (f"#{index}", "bold"), *[(w, "underline") for w in where(event).split(" ")],
        (f"· {seconds.strip()}" if seconds else "", "dim"),
        ("(persistent cache hit)" if event.cache_hit else "", "dim"),
        (f"[{event.transform}]" if event.transform else "", "magenta"),
        Text.assemble(("· ", "dim"), _mark(event)), sep=" "), 2)]
    lines += _cause_lines(event.causes, event.expected)
    if event.retraced:
        lines.append(_indent(Text("retraced inside it (part of this recompile, not counted "
                                  "apart): " + ", ".join(event.retraced), style="dim"), 5))
    if event.hint and not event.expected:
        lines.append(_indent(Text.assemble(("fix: ", "bold cyan"), (event.hint, "cyan")), 5))
    if event.explanation and not event.explanation_kinds:
        last = event.explanation.splitlines()[-1].strip()
        lines.append(_indent(Text(f"JAX says: {last}", style="dim"), 5))
    return lines


def _group_lines(fn: FunctionReport, group: RecompileGroup, unit: str) -> list[Padding]:
    if group.count == 1:
        return _event_lines(group.events[0], fn.events[group.events[0] - 1])
    lines = [_indent(Flow(*group_headline(group, unit).split(SEP), _mark(group), sep=SEP), 2),
             _indent(Flow(*[(w, "dim") for w in group_sites(group).split(" ")], sep=" ",
                          hang=0), 5)]
    for cause in fn.events[group.events[0] - 1].causes:
        if cause.note:
            lines.append(_indent(Text(cause.note, style="dim"), 5))
    if group.hint and not group.expected:
        lines.append(_indent(Text.assemble(("fix: ", "bold cyan"), (group.hint, "cyan")), 5))
    return lines


def _function(fn: FunctionReport, mode: str = "execute", verbose: bool = False) -> Group:
    recompiles = len(fn.recompiles)
    unexpected = len(fn.unexpected_recompiles)
    unit = "trace" if mode == "trace" else "compile"
    counts = plural(fn.compiles, unit)
    if recompiles:
        counts += f", {plural(recompiles, 're' + unit)} ({unexpected} unexpected)"
    head = Flow((fn.name, "bold"), (fn.defined_at, "dim"),
                (counts, "red" if unexpected else "yellow" if recompiles else ""),
                (f"{fn.compile_seconds:.3f}s", "dim"))
    lines: list = [head]
    if verbose:
        for index, event in enumerate(fn.events, start=1):
            if event.recompile:
                lines += _event_lines(index, event)
    else:
        for group in groups(fn):
            lines += _group_lines(fn, group, unit)
    for text in cache_lines(fn):  # first compiles too: a miss across runs is one
        lines.append(_indent(Text(text, style="yellow"), 2))
    return Group(*lines)


def _cell(results: list[VariationResult]) -> Text:
    if not results:
        return Text("n.a.", style="dim")
    worst = max(results, key=lambda v: (RESULT_ORDER.index(v.result), not v.expected))
    unexpected = any(not v.expected for v in results)
    if worst.result == "skipped":
        return Text("n.a.", style="dim")
    if worst.result == "hit":  # ✗ marks a contradicted expectation without colour too
        return Text("hit ✗", style="red bold") if unexpected else Text("hit", style="green")
    if worst.result == "error":
        return Text("error", style="magenta")
    kinds = sorted({c.kind for v in results for c in v.causes})
    text = "recompile" + (f" ({', '.join(kinds)})" if kinds else "")
    if any(v.result == "error" for v in results):
        text += " +error"
    return Text(text + (" ✗" if unexpected else ""),
                style="red bold" if unexpected else "yellow")


def matrix(ep: EntrypointReport) -> Table:
    """Rows: argument paths; columns: variation axes; cells: what the variation did."""
    paths: list[str] = []
    for v in ep.variations:
        if v.path not in paths:
            paths.append(v.path)
    axes = [a for a in AXES if any(v.axis == a for v in ep.variations)]
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1))
    table.add_column("argument", style="bold")
    for axis in axes:
        policies = {v.policy for v in ep.variations if v.axis == axis}
        label = axis + ("\nmust hit" if policies == {"hit"} else
                        "\nmust recompile" if policies == {"recompile"} else "")
        table.add_column(label)
    for path in paths:
        if all(v.result == "skipped" for v in ep.variations if v.path == path):
            continue
        row: list[Text] = [Text(path)]  # a Text: a str cell would be read as markup
        for axis in axes:
            row.append(_cell([v for v in ep.variations if v.path == path and v.axis == axis]))
        table.add_row(*row)
    return table


def _variation_notes(ep: EntrypointReport) -> list[Text]:
    notes = []
    withheld: set[tuple[str, str]] = set()
    for v in ep.variations:
        if v.withheld:
            if (v.axis, v.path) not in withheld:  # one reason per cell
                withheld.add((v.axis, v.path))
                notes.append(Text(f"n.a.: {v.axis} {v.path}: {v.detail}", style="dim"))
        elif v.result == "error":
            detail = (v.detail or "").splitlines()[0] if v.detail else ""
            detail = detail if len(detail) <= 100 else detail[:99] + "…"
            notes.append(Text(f"error: {v.axis} {v.path}: {detail}", style="magenta dim"))
        elif not v.expected and v.result == "hit":
            notes.append(Text(f"{v.axis} {v.path}: expected a recompile, got a hit "
                              "(unexpected)", style="red"))
    return notes


def _entrypoint(ep: EntrypointReport, verbose: bool = False, width: int = 80) -> Panel:
    label, style = _STATUS[ep.status]
    parts: list = []
    if ep.finding:
        parts.append(Text(ep.finding, style="bold red"))
    if ep.error is not None:
        if ep.kind in ("process", "program"):
            parts.append(Text(f"{ep.error.type}: {ep.error.message}", style="magenta"))
        else:
            verb = "failed" if ep.error.type in ("Timeout", "Crashed") else "raised"
            parts.append(Text(f"target {verb}: {ep.error.type}: {ep.error.message}",
                              style="magenta"))
    if ep.args is not None:
        dims = "  " + " ".join(f"{k}={','.join(map(str, v))}" for k, v in ep.dims.items()) \
            if ep.dims else ""
        parts.append(Text.assemble(("args: ", "dim"), ep.args, (dims, "dim")))
    if ep.variations:
        parts.append(matrix(ep))
        parts += _variation_notes(ep)
    if not ep.functions:
        parts.append(Text(no_functions_text(ep), style="dim"))
    for fn in by_cost(ep.functions):
        parts.append(_function(fn, ep.mode, verbose))
    for note in ep.notes:
        parts.append(Text(note, style="dim"))
    for text in ep.regressions:
        parts.append(Text(f"regression: {text}", style="bold red"))
    for text in ep.improvements:
        parts.append(Text(f"improved: {text} (run `jaxcheck baseline` to ratchet)",
                          style="green"))
    if ep.internal_compiles:
        parts.append(Text(f"(+{plural(ep.internal_compiles, 'compile')} of JAX-internal ops, "
                          "not counted)", style="dim"))
    kind = ep.kind if ep.mode == "execute" else f"{ep.kind}, trace mode"
    if ep.pid is not None:
        kind += f" {ep.pid}"
    name = _fit(Text(display_target(ep.target)), width - 34).plain
    title = Text.assemble((label, style), f"  {name}", (f"  [{kind}]", "dim"),
                          (f"  {ep.seconds:.2f}s", "dim"))
    return Panel(Group(*parts), title=title, title_align="left", border_style=style.split()[-1])


def _divergences(report: Report) -> Panel:
    """Processes of one distributed job that compiled different programs."""
    from .._divergence import values_text

    parts: list = []
    for d in report.divergences:
        nth = f"compile #{d.compile}" if d.kind != "compiles" else "compiles"
        parts.append(Flow((d.function, "bold"), (d.defined_at, "dim"), nth,
                          (f"called at {d.call_site}" if d.call_site else "", "dim"),
                          (f"job {d.job}", "dim")))
        parts.append(_indent(Flow((d.path or d.kind, "red"), values_text(d)), 3))
    parts.append(Text("each process compiled another program at this point: the job hangs "
                      "or computes differently at the next collective that they disagree "
                      "on; make these arguments the same on every process", style="dim"))
    title = Text.assemble(("DIVERGED", "bold red"), "  processes of one distributed job")
    return Panel(Group(*parts), title=title, title_align="left", border_style="red")


_TONE = {"bad": "red", "good": "green", "dim": "dim", None: ""}


def summary_lines(report: Report, width: int = 80) -> list[Text]:
    """The summary in words, broken only between its parts to fit ``width``."""
    parts = summary_parts(report)
    tones = dict(parts)
    out = []
    for line in wrap_parts([p for p, _ in parts], width):
        text = Text()
        for i, chunk in enumerate(line.split(" · ")):
            if i:
                text.append(" · ", "dim")
            text.append(chunk, _TONE[tones.get(chunk.strip().removesuffix(" ·"))])
        out.append(text)
    return out


def render_entrypoint(ep: EntrypointReport, console: Console, verbose: bool = False,
                      root: str | None = None) -> None:
    """One target's panel (and, verbose, its error's traceback), as soon as it finishes;
    ``root``: the directory its paths are relative to (None: the current one)."""
    ep = from_cwd(Report("", "", "", ep.mode, [ep], root=root)).entrypoints[0]
    console.print(_entrypoint(ep, verbose, console.width))
    if verbose and ep.error is not None and ep.error.traceback:
        console.print(Text(ep.error.traceback, style="dim"))


def render(report: Report, console: Console, verbose: bool = False,
           skip: set[int] = frozenset()) -> None:
    """Each target's panel but those at the indices in ``skip`` (printed as they
    finished), then the summary; ``verbose`` lists every recompile."""
    for i, ep in enumerate(report.entrypoints):
        if i not in skip:
            render_entrypoint(ep, console, verbose, report.root)
    if report.divergences:
        console.print(_divergences(report))
    for line in summary_lines(report, console.width):
        console.print(line, soft_wrap=True)
