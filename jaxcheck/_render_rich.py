"""The terminal report: per target, per function, every recompile with its cause and hint."""

from __future__ import annotations

from rich import box
from rich.console import Console, Group
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ._entrypoint import AXES
from ._model import (
    RESULT_ORDER,
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    Report,
    VariationResult,
)

_STATUS = {"pass": ("PASS", "bold green"), "fail": ("FAIL", "bold red"),
           "error": ("ERROR", "bold magenta")}


def _indent(text: Text, n: int) -> Padding:
    return Padding(text, (0, 0, 0, n))


def _event_lines(index: int, event: CompileEvent) -> list[Padding]:
    style = "yellow" if event.expected else "red"
    seconds = f"  {event.seconds:.3f}s" if event.seconds is not None else ""
    where = event.call_site or "call site unknown"
    if event.dims:
        where = f"base call {event.dims}" + (f" at {event.call_site}" if event.call_site else "")
    if event.variation:
        where = f"variation: {event.variation}" + (f" at {event.call_site}"
                                                    if event.call_site else "")
    lines = [_indent(Text.assemble(
        (f"#{index}", "bold"), "  ", (where, "underline"),
        (seconds, "dim"), ("  (persistent cache hit)" if event.cache_hit else "", "dim"),
        (f"  [{event.transform}]" if event.transform else "", "magenta")), 2)]
    for cause in event.causes:
        line = Text.assemble((f"{cause.kind:<17}", style), " ", (cause.path or "", "bold"))
        if cause.before is not None or cause.after is not None:
            line.append(f"  {cause.before} → {cause.after}")
        lines.append(_indent(line, 5))
        if cause.note:
            lines.append(_indent(Text(cause.note, style="dim"), 23))
    if event.retraced:
        lines.append(_indent(Text("retraced inside it (part of this recompile, not counted "
                                  "apart): " + ", ".join(event.retraced), style="dim"), 5))
    if event.hint:
        lines.append(_indent(Text.assemble(("fix: ", "bold cyan"), (event.hint, "cyan")), 5))
    if event.explanation and not event.explanation_kinds:
        last = event.explanation.splitlines()[-1].strip()
        lines.append(_indent(Text(f"JAX says: {last}", style="dim"), 5))
    return lines


def _function(fn: FunctionReport, mode: str = "execute") -> Group:
    recompiles = len(fn.recompiles)
    unit = "trace" if mode == "trace" else "compile"
    head = Text.assemble(
        (fn.name, "bold"),
        (f"  {fn.defined_at}", "dim"),
        f"  {plural(fn.compiles, unit)}",
        (f", {plural(recompiles, 're' + unit)}",
         "red" if any(not e.expected for e in fn.recompiles) else "yellow")
        if recompiles else "",
        (f", {fn.compile_seconds:.3f}s", "dim"),
    )
    lines: list = [head]
    for index, event in enumerate(fn.events, start=1):
        if event.recompile:
            lines += _event_lines(index, event)
    return Group(*lines)


def _cell(results: list[VariationResult]) -> Text:
    if not results:
        return Text("n.a.", style="dim")
    worst = max(results, key=lambda v: (RESULT_ORDER.index(v.result), not v.expected))
    unexpected = any(not v.expected for v in results)
    if worst.result == "skipped":
        return Text("n.a.", style="dim")
    if worst.result == "hit":
        return Text("hit", style="red bold" if unexpected else "green")
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
    for v in ep.variations:
        if v.result == "error":
            detail = (v.detail or "").splitlines()[0] if v.detail else ""
            detail = detail if len(detail) <= 100 else detail[:99] + "…"
            notes.append(Text(f"error: {v.axis} {v.path}: {detail}", style="magenta dim"))
        elif not v.expected and v.result == "hit":
            notes.append(Text(f"{v.axis} {v.path}: expected a recompile, got a hit",
                              style="red"))
    return notes


def _entrypoint(ep: EntrypointReport) -> Panel:
    label, style = _STATUS[ep.status]
    parts: list = []
    if ep.error is not None:
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
        parts.append(Text("no jitted function of yours was compiled", style="dim"))
    for fn in ep.functions:
        parts.append(_function(fn, ep.mode))
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
    title = Text.assemble((label, style), f"  {ep.target}", (f"  [{kind}]", "dim"),
                          (f"  {ep.seconds:.2f}s", "dim"))
    return Panel(Group(*parts), title=title, title_align="left", border_style=style.split()[-1])


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def summary_line(report: Report) -> Text:
    code = report.exit_code
    style = "green" if code == 0 else ("red" if code == 1 else "magenta")
    n_fn = sum(len(ep.functions) for ep in report.entrypoints)
    unit = "trace" if report.mode == "trace" else "compile"
    return Text.assemble(
        f"{plural(len(report.entrypoints), 'target')}, {plural(n_fn, 'function')}, "
        f"{plural(report.compiles, unit)}, ",
        (f"{plural(report.recompiles, 're' + unit)} ({report.unexpected} unexpected)", style),
        (f", {plural(report.errors, 'error')}" if report.errors else ""),
        (f", {report.cache_hits} from the persistent cache" if report.cache_hits else "", "dim"),
        (f" · jax {report.jax_version} {report.backend}", "dim"),
        (f" · exit {code}", style),
    )


def render_entrypoint(ep: EntrypointReport, console: Console, verbose: bool = False,
                      root: str | None = None) -> None:
    """One target's panel (and, verbose, its error's traceback), as soon as it finishes;
    ``root``: the directory its paths are relative to (None: the current one)."""
    console.print(_entrypoint(ep))
    if verbose and ep.error is not None and ep.error.traceback:
        console.print(Text(ep.error.traceback, style="dim"))


def render(report: Report, console: Console, verbose: bool = False,
           skip: set[int] = frozenset()) -> None:
    """Each target's panel but those at the indices in ``skip`` (printed as they
    finished), then the summary line."""
    for i, ep in enumerate(report.entrypoints):
        if i not in skip:
            render_entrypoint(ep, console, verbose, report.root)
    console.print(summary_line(report))
