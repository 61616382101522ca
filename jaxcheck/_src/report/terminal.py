"""The terminal report: per target, per function, every recompile with its cause and hint."""

from __future__ import annotations

import re

from rich import box
from rich.console import Console, Group
from rich.padding import Padding
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..model.report import (
    PROBE,
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    RecompileGroup,
    Report,
)
from . import view
from .failures import Failure, entrypoint_failures, notes
from .groups import groups
from .text import (
    cache_lines,
    display_target,
    from_cwd,
    group_headline,
    group_sites,
    no_functions_text,
    sizes_texts,
    where,
)
from .view import SEP, Cell, mark, plural, shows_fix

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
    for cause, text in view.cause_rows(causes):
        # the one plain-text form of a cause, with its kind coloured
        line = Text(text)
        line.stylize("yellow" if expected else "red", 0, len(cause.kind) if cause else 0)
        lines.append(_indent(line, 5))
        if cause is not None and cause.note:
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
    if shows_fix(event):
        lines.append(_indent(Text.assemble(("fix: ", "bold cyan"), (event.hint, "cyan")), 5))
    if event.explanation and not event.explanation_kinds:
        last = event.explanation.splitlines()[-1].strip()
        lines.append(_indent(Text(f"JAX says: {last}", style="dim"), 5))
    return lines


def _group_lines(fn: FunctionReport, group: RecompileGroup, unit: str) -> list[Padding]:
    if group.count == 1:
        return _event_lines(group.events[0], fn.events[group.events[0] - 1])
    lines = [_indent(Flow(*group_headline(group, unit).split(SEP), _mark(group), sep=SEP), 2),
             _indent(Flow(*[(w, "dim") for w in group_sites(fn, group).split(" ")], sep=" ",
                          hang=0), 5)]
    for cause in fn.events[group.events[0] - 1].causes:
        if cause.note:
            lines.append(_indent(Text(cause.note, style="dim"), 5))
    if shows_fix(group):
        lines.append(_indent(Text.assemble(("fix: ", "bold cyan"), (group.hint, "cyan")), 5))
    return lines


def _function(fn: FunctionReport, unit: str = "compile", verbose: bool = False) -> Group:
    """A function's counts, then each recompile (``verbose``) or each group of like
    unexpected recompiles, with the expected ones counted in one line."""
    counts, tone = view.function_counts(fn, unit)
    head = Flow((fn.name, "bold"), (fn.defined_at, "dim"), (counts, _LINE_TONE[tone]),
                (f"{fn.compile_seconds:.3f}s", "dim"))
    lines: list = [head]
    if verbose:
        for index, event in enumerate(fn.events, start=1):
            if event.recompile:
                lines += _event_lines(index, event)
    else:
        for group in groups(fn):
            if not group.expected:
                lines += _group_lines(fn, group, unit)
        expected = len(fn.recompiles) - len(fn.unexpected_recompiles)
        if expected:
            lines.append(_indent(Text(view.expected_folded(expected, unit), style="dim"), 2))
    for text in sizes_texts(fn):
        lines.append(_indent(Text(text, style="dim"), 2))
    for text in cache_lines(fn):  # first compiles too: a miss across runs is one
        lines.append(_indent(Text(text, style="yellow"), 2))
    return Group(*lines)


_TONE = {"bad": "red bold", "ok": "green", "warn": "yellow", "error": "magenta",
         "dim": "dim", "": ""}

#: a tone in a line of words (a function's counts, the summary): red without bold
_LINE_TONE = {**_TONE, "bad": "red"}

def _cell(c: Cell, brief: int = 0) -> Text:
    return Text(_brief(c.text, brief), style=_TONE[c.tone])


def matrix(ep: EntrypointReport, width: int = 80, rows: set[str] | None = None) -> Table:
    """Rows: argument paths (those in ``rows``, when given); columns: variation axes;
    cells: what the variation did."""

    def kept(m: view.Matrix) -> view.Matrix:
        if rows is not None:
            m.rows = [row for row in m.rows if row.path in rows]
        return m

    m = kept(view.matrix(ep))

    def labels(brief: int) -> list[str]:
        return [(_SHORT_AXIS.get(axis, axis) if brief == _COMPACT else axis)
                + (f"\nexpect={policy}" if policy in ("hit", "recompile") else "")
                for axis, policy in zip(m.axes, m.policies, strict=True)]

    # the panel's border and padding (4), the table's edges (2), each axis column at its
    # narrowest (its longest word: the table wraps cells between words) and the 3
    # columns between it and the one before; the paths get the rest
    def room(brief: int) -> int:
        # the ✗ mark stays on its cell's line: measured as part of the word before it
        cells = [max(len(word) for text in [label, *(_brief(row.cells[i].text, brief)
                                                     for row in m.rows)]
                     for word in text.replace(" ✗", "_✗").split())
                 for i, label in enumerate(labels(brief))]
        return width - 6 - sum(cells) - 3 * len(cells)

    def distinct(cut: int) -> bool:
        shown = kept(view.matrix(ep, path_width=cut)).rows
        return len({r.shown for r in shown}) == len({r.path for r in shown})

    longest = max((len(row.shown) for row in m.rows), default=0)
    # too narrow for the paths (the column is at least as wide as its header): the
    # cells say only what happened (the cause is in the events below); narrower still,
    # in short words (`recomp`, `skip`, `weak`), so that the paths read whole
    brief = 0
    if room(0) < max(min(longest, 36), len("argument")):
        brief = 1
        if room(1) < longest and (room(1) < _MIN_CUT or not distinct(room(1))):
            brief = _COMPACT
    space = room(brief)
    m = kept(view.matrix(ep, path_width=space))
    if longest > space and (space < _MIN_CUT or not distinct(space)):
        # too little room to cut paths and keep them apart: each goes whole, over lines
        m = kept(view.matrix(ep))
        for row in m.rows:
            row.shown = _wrap_path(row.shown, max(space, len("argument")))
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, padding=(0, 1))
    table.add_column("argument", style="bold", no_wrap=True)
    for label in labels(brief):
        table.add_column(label)
    for row in m.rows:
        # a Text: a str cell would be read as markup
        table.add_row(Text(row.shown), *[_cell(c, brief) for c in row.cells])
    return table


_CAUSE = re.compile(r" \([^)]*\)")

#: the third, narrowest way of writing the matrix
_COMPACT = 2
_SHORT_AXIS = {"weak_type": "weak", "scalar_type": "scalar", "container": "contnr"}
_SHORT_WORD = {"recompile": "recomp", "skipped": "skip"}


def _brief(text: str, brief: int) -> str:
    """A cell's words: whole (0), without its cause (1), in short words too (2)."""
    if not brief:
        return text
    text = _CAUSE.sub("", text)
    if brief == _COMPACT:
        text = " ".join(_SHORT_WORD.get(w, w) for w in text.split(" "))
    return text


#: the narrowest path column a path is cut to; below it a path wraps instead
_MIN_CUT = 16

_SEGMENT = re.compile(r"\.[^.\[]+|\[[^\]]*\]|[^.\[]+")


def _wrap_path(path: str, width: int) -> str:
    """``path`` over lines of at most ``width``, broken between its segments
    (``model.layers[0]`` / ``.in_features``); a segment longer than a line is cut."""
    lines = [""]
    for seg in _SEGMENT.findall(path) or [path]:
        if len(seg) > width:
            seg = seg[: width - 1] + "…"
        if lines[-1] and len(lines[-1]) + len(seg) > width:
            lines.append("")
        lines[-1] += seg
    return "\n".join(lines)




def _variation_notes(ep: EntrypointReport, verbose: bool = True) -> list[Text]:
    """Why each withheld cell could not run (``verbose``), what each that raised said."""
    notes = []
    withheld: set[tuple[str, str]] = set()
    for v in ep.variations:
        if v.withheld:
            if not verbose:
                continue
            if (v.axis, v.path) not in withheld:  # one reason per cell
                withheld.add((v.axis, v.path))
                notes.append(Text(f"skipped: {v.axis} {v.path}: {v.detail}", style="dim"))
        elif v.result == "error" and v.expected:  # one that is not is told as a failure
            notes.append(Text(f"raised, as declared: {v.axis} {v.path}: {v.detail or ''}",
                              style="dim"))
    return notes


#: a failure's tone in the panel (``report/failures.py`` decides each tone)
_FAILURE_TONE = {"bad": "bold red", "error": "magenta"}


def _failures(told: list[Failure], kinds: tuple[str, ...]) -> list[Text]:
    return [Text(f.local(), style=_FAILURE_TONE[f.tone]) for f in told if f.kind in kinds]


def _entrypoint(ep: EntrypointReport, verbose: bool = False, width: int = 80) -> Panel:
    label, style = _STATUS[ep.status]
    told = entrypoint_failures(ep)  # the one failure view: its words and tones
    parts: list = _failures(told, ("finding", "error"))
    if ep.args is not None:
        dims = "  " + " ".join(f"{k}={','.join(map(str, v))}" for k, v in ep.dims.items()) \
            if ep.dims else ""
        parts.append(Text.assemble(("args: ", "dim"), ep.args, (dims, "dim")))
    if ep.variations:
        whole = view.matrix(ep)
        # without --verbose, only the rows that went against expectations or raised
        shown = None if verbose else view.failing_rows(whole)
        if shown is None or shown:
            parts.append(matrix(ep, width, shown))
        folded = view.matrix_folded(ep, whole, len(shown)) if shown is not None else ""
        if folded:
            parts.append(Text(folded, style="dim"))
        parts += _variation_notes(ep, verbose)
        parts += _failures(told, ("variation",))
    probe = ep.kind == PROBE  # its traces are the matrix's: listed with --verbose only
    if not ep.functions and not probe:
        parts.append(Text(no_functions_text(ep), style="dim"))
    for fn in view.functions(ep) if verbose or not probe else ():
        parts.append(_function(fn, view.unit_word(ep), verbose))
    for note in notes(ep):  # a budget note is told as a failure instead
        parts.append(Text(note, style="dim"))
    parts += _failures(told, ("budget",))
    parts += _failures(told, ("regression",))
    for text in ep.improvements:
        parts.append(Text(f"improved: {text} (run `jaxcheck baseline` to ratchet)",
                          style="green"))
    if ep.internal_compiles and verbose:
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
    parts: list = []
    for d in map(view.divergence, report.divergences):
        parts.append(Flow((d.function, "bold"), (d.defined_at, "dim"), d.nth,
                          (f"called at {d.call_site}" if d.call_site else "", "dim"),
                          (f"job {d.job}", "dim")))
        parts.append(_indent(Flow((d.what, "red"), d.values), 3))
    parts.append(Text(view.DIVERGENCE_ADVICE, style="dim"))
    title = Text.assemble(("DIVERGED", "bold red"), "  processes of one distributed job")
    return Panel(Group(*parts), title=title, title_align="left", border_style="red")


def _line(ep: EntrypointReport, width: int = 80) -> Group:
    """A passing target in one line (its name, compiles, variations, time), and what it
    still says beneath it (``view.target_notes``)."""
    label, style = _STATUS[ep.status]
    name = display_target(ep.target) + (f" [process {ep.pid}]" if ep.pid is not None else "")
    lines: list = [Flow(Text.assemble((label, style), "  ", (name, "bold")),
                        *view.target_line(ep), sep=SEP)]
    for note in view.target_notes(ep):  # not padded to the width: no trailing blanks
        lines.append(Padding(Text(note, style="green" if note.startswith("improved")
                                  else "dim"), (0, 0, 0, 2), expand=False))
    return Group(*lines)


def summary_lines(report: Report, width: int = 80, verbose: bool = True) -> list[Text]:
    """The summary in words, broken only between its parts to fit ``width``: in full
    (``verbose``), else the brief one line."""
    parts = view.summary(report) if verbose else view.brief_summary(report)
    tones = iter(p.tone for p in parts)
    out = []
    lines = view.wrap([p.text for p in parts], width)
    for n, line in enumerate(lines):
        text = Text("  " if n else "")
        for i, words in enumerate(line):
            if i:
                text.append(SEP, "dim")
            text.append(words, _LINE_TONE[next(tones)])
        if n < len(lines) - 1:
            text.append(SEP.rstrip(), "dim")
        out.append(text)
    return out


def render_entrypoint(ep: EntrypointReport, console: Console, verbose: bool = False,
                      root: str | None = None) -> None:
    """One target's panel (and, verbose, its error's traceback), as soon as it finishes;
    a passing target in one line unless ``verbose``; ``root``: the directory its paths
    are relative to (None: the current one)."""
    ep = from_cwd(Report("", "", "", ep.mode, [ep], root=root)).entrypoints[0]
    if ep.kind == PROBE and ep.status == "pass" and not verbose:  # one line (see --verbose)
        label, style = _STATUS[ep.status]
        console.print(Text.assemble((label, style), f"  {display_target(ep.target)}",
                                    ("  [probe]  ", "dim"), (view.probe_line(ep), "dim")))
        return
    if not verbose and view.brief(ep):
        console.print(_line(ep, console.width))
        return
    console.print(_entrypoint(ep, verbose, console.width))
    if verbose and ep.error is not None and ep.error.traceback:
        console.print(Text(ep.error.traceback, style="dim"))


def render(report: Report, console: Console, verbose: bool = False,
           skip: set[int] = frozenset()) -> None:
    """Each target's panel but those at the indices in ``skip`` (printed as they
    finished), then the summary. Without ``verbose`` a passing target is one line, a
    failing one shows its failures and unexpected recompiles, and the summary is one
    line; ``verbose`` adds the matrix, every recompile and the full summary."""
    for i, ep in enumerate(report.entrypoints):
        if i not in skip:
            render_entrypoint(ep, console, verbose, report.root)
    if report.divergences:
        console.print(_divergences(report))
    for line in summary_lines(report, console.width, verbose):
        console.print(line, soft_wrap=True)


def to_text(report: Report, color: bool = False, width: int = 100,
            verbose: bool = False) -> str:
    """The terminal report as a string (ANSI colours when ``color``): what terminal
    IPython shows for a :class:`Report`."""
    import io

    from ..util.printable import sanitize

    # force_jupyter=False: in a kernel rich would display the text instead of returning it
    console = Console(file=io.StringIO(), force_terminal=color, no_color=not color,
                      width=width, force_jupyter=False)
    render(sanitize(report), console, verbose=verbose)
    return console.file.getvalue()
