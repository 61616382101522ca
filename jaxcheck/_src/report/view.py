"""What every renderer shows, decided once: words, counts, tones and order.

The terminal (``rich``), the plain text of JUnit, pytest and GitHub (``text``), the HTML
page and the GitHub annotations read the same report and must say the same thing. This
module decides it: the unit word (compile or trace), plurals, the summary's parts and
whether each is good or bad news, the text of each variation cell, the order of
functions, the wording of divergences, the cost of each call site. A renderer only lays
these out and styles them: a tone becomes a colour in the terminal, a class in HTML,
nothing in plain text.

Tones: ``ok`` (as hoped), ``bad`` (unexpected), ``warn`` (expected, but a cost),
``error`` (something raised), ``dim`` (context), ``""`` (plain).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..config.declaration import AXES
from ..model.report import (
    NOT_LOCKED,
    RESULT_ORDER,
    Cause,
    CompileEvent,
    Divergence,
    EntrypointReport,
    FunctionReport,
    RecompileGroup,
    Report,
    VariationResult,
)
from .groups import by_cost

SEP = " · "


def plural(n: int, word: str) -> str:
    """``1 compile``, ``2 compiles``, ``2 processes``, ``2 misses``: the one plural rule."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {word}{'es' if word.endswith(('s', 'x', 'ch', 'sh')) else 's'}"


def seconds(s: float) -> str:
    """``12 s``, ``1.2 s``, ``340 ms``, ``0.4 ms``."""
    if s >= 10:
        return f"{s:.0f} s"
    if s >= 1:
        return f"{s:.1f} s"
    return f"{s * 1000:.0f} ms" if s >= 0.001 else f"{s * 1000:.1f} ms"


def unit_word(where: Report | EntrypointReport) -> str:
    """``trace`` where every event is a fresh trace (trace mode), else ``compile``.

    A report says ``trace`` only when every target ran in trace mode: a target that
    needed concrete values ran in execute mode instead, and its events are compiles, so
    the summary of a report holding it counts compiles, as its panel does.
    """
    if isinstance(where, EntrypointReport):
        return "trace" if where.mode == "trace" else "compile"
    if where.entrypoints:
        return "trace" if all(ep.mode == "trace" for ep in where.entrypoints) else "compile"
    return "trace" if where.mode == "trace" else "compile"


def functions(ep: EntrypointReport) -> list[FunctionReport]:
    """The functions in the order every renderer lists them: most seconds lost to
    unexpected recompiles first."""
    return by_cost(ep.functions)


def mark(item: CompileEvent | RecompileGroup | VariationResult) -> str:
    """``unexpected``, or ``expected (why)``."""
    return f"expected ({item.expected_by})" if item.expected else "unexpected"


def shows_fix(item: CompileEvent | RecompileGroup) -> bool:
    """A fix is shown only where something is to be fixed: an unexpected recompile."""
    recompile = getattr(item, "recompile", True)
    return bool(item.hint) and recompile and not item.expected


def site(event: CompileEvent) -> str:
    """Where a compile was triggered: its call site, else which variation call it was."""
    if event.call_site:
        return event.call_site
    if event.variation:
        return f"variation {event.variation}"
    return "call site unknown"


def function_counts(fn: FunctionReport, unit: str) -> tuple[str, str]:
    """``5 compiles, 4 recompiles (3 unexpected)`` and its tone."""
    recompiles, unexpected = len(fn.recompiles), len(fn.unexpected_recompiles)
    text = plural(fn.compiles, unit)
    if recompiles:
        text += f", {plural(recompiles, 're' + unit)} ({unexpected} unexpected)"
    return text, "bad" if unexpected else "warn" if recompiles else ""


# --- the summary ---------------------------------------------------------------------


@dataclass
class SummaryPart:
    """One part of the summary line. ``key`` names the parts a renderer may place
    elsewhere or the brief summary words its own way or keeps (``versions``, ``exit``,
    ``errors``, ``recompiles``, ``variations``, ``raised``, ``probes``, ``cache``,
    ``program``)."""

    text: str
    tone: str = ""
    key: str = ""


def summary(report: Report) -> list[SummaryPart]:
    """The summary line, part by part.

    Each count is part of the one before it, so none can exceed its parent:
    unexpected recompiles are some of the recompiles, contradicted expectations
    some of the variations that ran, exceeded budgets some of the budgets.
    """
    own = report.own  # a probed function's traces are never the program's compiles
    unit = unit_word(report)
    n_fn = sum(len(ep.functions) for ep in own)
    # `run -- COMMAND`: one entry per Python process of the program
    entries = "process" if report.command is not None else "target"
    parts = [SummaryPart(plural(len(own), entries)),
             SummaryPart(plural(n_fn, "function")),
             SummaryPart(plural(report.compiles, unit))]
    recompiles, unexpected = report.recompiles, report.unexpected_recompiles
    if recompiles:
        parts.append(SummaryPart(f"{plural(recompiles, 're' + unit)}: {unexpected} "
                                 f"unexpected, {recompiles - unexpected} expected",
                                 "bad" if unexpected else "ok", "recompiles"))
    else:
        parts.append(SummaryPart(plural(0, "re" + unit), "ok"))
    if report.budgets:
        over = report.budget_overruns
        parts.append(SummaryPart(f"{over} of {plural(report.budgets, 'max_compiles budget')}"
                                 " exceeded", "bad" if over else "ok"))
    if report.probes:
        parts.append(SummaryPart(f"{plural(len(report.probes), 'function')} probed", "",
                                 "probes"))
    if report.variations:
        bad = report.contradicted
        words = (f"{bad} of {plural(report.variations, 'variation')} against expectations"
                 if bad else f"{plural(report.variations, 'variation')} as expected")
        parts.append(SummaryPart(words, "bad" if bad else "ok", "variations"))
    if report.variations_raised:  # some of the variations that ran: declared or not
        undeclared = any(v.result == "error" and not v.expected
                         for ep in report.entrypoints for v in ep.variations)
        parts.append(SummaryPart(f"{plural(report.variations_raised, 'variation')} raised",
                                 "bad" if undeclared else "dim", "raised"))
    total = report.compile_seconds
    if total > 0:
        share = round(100 * report.unexpected_seconds / total)
        parts.append(SummaryPart(f"{seconds(total)} {unit.removesuffix('e')}ing, "
                                 f"{share}% unexpected", "dim"))
    nothing = sum(1 for ep in report.entrypoints if ep.finding)
    if nothing:  # function targets that are not jitted: a check that proves nothing
        parts.append(SummaryPart(f"{plural(nothing, 'target')} compiled nothing", "bad"))
    if report.errors:
        parts.append(SummaryPart(plural(report.errors, "error"), "bad", "errors"))
    if report.divergences:
        parts.append(SummaryPart(f"{plural(len(report.divergences), 'divergence')} between "
                                 "processes", "bad"))
    cache = report.persistent_cache
    if cache is not None:
        parts.append(SummaryPart(cache_summary(cache), "dim", "cache"))
    elif report.cache_hits:
        parts.append(SummaryPart(f"{report.cache_hits} from the persistent cache", "dim",
                                 "cache"))
    parts.append(SummaryPart(f"jax {report.jax_version} {report.backend}", "dim", "versions"))
    if report.command is not None:
        parts.append(SummaryPart(f"program exit {report.program_exit}"
                                 if report.program_exit is not None else "program stopped",
                                 "dim", "program"))
    done = outcome(report)
    parts.append(SummaryPart(f"exit {done.code}", "ok" if done.tone == "ok" else "bad", "exit"))
    return parts


def brief_summary(report: Report) -> list[SummaryPart]:
    """The summary in one line, as a terminal ends a run without ``--verbose``: how
    many targets passed and failed, the compiles, the time spent compiling, what the
    persistent cache did, the program's exit, the exit code, and every part of the full
    :func:`summary` that is bad news (an unexpected recompile, a contradicted variation,
    an error), so that quiet never hides a failure: a part a later change adds to the
    summary with tone ``bad`` is here too."""
    unit = unit_word(report)
    entries = "process" if report.command is not None else "target"
    statuses = [ep.status for ep in report.own]
    found = {s: statuses.count(s) for s in ("pass", "fail", "error") if s in statuses}
    head = plural(len(statuses), entries)
    if set(found) <= {"pass"}:  # `3 targets passed`; `0 targets passed`
        head, tone = f"{head} passed", "ok" if found else ""
    elif set(found) == {"fail"}:  # `1 target failed`
        head, tone = f"{head} failed", "bad"
    else:  # `3 targets: 1 passed, 1 failed, 1 error`
        words = {"pass": lambda n: f"{n} passed", "fail": lambda n: f"{n} failed",
                 "error": lambda n: plural(n, "error")}
        head, tone = f"{head}: " + ", ".join(words[s](n) for s, n in found.items()), "bad"
    parts = [SummaryPart(head, tone), SummaryPart(plural(report.compiles, unit))]
    full = summary(report)
    parts += [p for p in full if p.key == "probes"]
    if report.unexpected_recompiles:
        parts.append(SummaryPart(f"{report.unexpected_recompiles} unexpected "
                                 f"re{unit}{'s' if report.unexpected_recompiles != 1 else ''}",
                                 "bad"))
    if report.contradicted:
        parts.append(SummaryPart(f"{plural(report.contradicted, 'variation')} against "
                                 "expectations", "bad"))
    parts += [p for p in full if p.tone == "bad"
              and p.key not in ("exit", "errors", "recompiles", "variations")]
    if report.compile_seconds > 0:
        parts.append(SummaryPart(f"{seconds(report.compile_seconds)} "
                                 f"{unit.removesuffix('e')}ing", "dim"))
    # what the persistent cache did (the reasons per compile with --verbose), variations
    # that raised where declared expected (undeclared ones are bad news, above), and the
    # program's own exit beside jaxcheck's
    parts += [p for p in full if p.key in ("cache", "program")
              or (p.key == "raised" and p.tone != "bad")]
    return parts + [p for p in full if p.key == "exit"]


# --- a passing target in one line ----------------------------------------------------

#: the prefix of the notes that describe how trace mode ran (every trace-mode run has
#: one): said with ``--verbose``; every other note of a passing target is shown, since
#: it says the result may be incomplete or what to do next.
MODE_NOTE = "trace mode: "


def brief(ep: EntrypointReport) -> bool:
    """Whether a terminal shows ``ep`` as one line (without ``--verbose``): it passed.
    A target that failed or raised shows its failures in full."""
    return ep.status == "pass"


def target_line(ep: EntrypointReport) -> list[str]:
    """A passing target's line after its name: ``9 compiles``, ``12 variations, 8
    recompiled`` (as expected: it passed), ``2.4 s``; recompiles of its own calls that
    were expected (``dims``, a budget, ``expect``, the lock) are counted with the
    compiles."""
    unit = unit_word(ep)
    own = sum(1 for fn in ep.functions for e in fn.recompiles if e.variation is None)
    parts = [plural(ep.compiles, unit) + (f" ({own} expected {'re' + unit}"
                                          f"{'s' if own != 1 else ''})" if own else "")]
    ran = [v for v in ep.variations if v.result != "skipped"]
    if ran:
        recompiled = sum(1 for v in ran if v.result == "recompile")
        parts.append(f"{plural(len(ran), 'variation')}, {recompiled} recompiled")
    parts.append(seconds(ep.seconds))
    return parts


def target_notes(ep: EntrypointReport) -> list[str]:
    """What a passing target still says beneath its line: notes but those about trace
    mode (:data:`MODE_NOTE`), and improvements against the lock (to ratchet)."""
    notes = [*ep.notes, *([NOT_LOCKED] if ep.not_locked else [])]
    return ([n for n in notes if not n.startswith(MODE_NOTE)]
            + [f"improved: {text} (run `jaxcheck baseline` to ratchet)"
               for text in ep.improvements])


@dataclass(frozen=True)
class RunOutcome:
    """The run's outcome, as every surface names it: ``status`` (pass, fail, error),
    ``words`` (a title: clean, unexpected recompiles, errors) and ``tone``."""

    code: int
    status: str
    words: str
    tone: str


def outcome(report: Report) -> RunOutcome:
    """The exit code ``verdict/verdict.py`` decided, in words and a tone."""
    code = report.exit_code
    if code == 0:
        return RunOutcome(code, "pass", "clean", "ok")
    if code == 1:
        return RunOutcome(code, "fail", "unexpected recompiles", "bad")
    return RunOutcome(code, "error", "errors", "error")


def cache_summary(cache: dict) -> str:
    """``persistent cache: 1 hit saving 30 ms, 2 misses costing 1.2 s (1 not written)``."""
    hits, misses = cache["hits"], cache["misses"]
    words = [plural(hits, "hit") + (f" saving {seconds(cache['seconds_saved'])}" if hits
                                    else ""),
             plural(misses, "miss") + (f" costing {seconds(cache['seconds_missed'])}"
                                       if misses else "")]
    if cache["not_written"]:
        words[-1] += f" ({cache['not_written']} not written)"
    if cache["disabled"]:
        words.append(f"{cache['disabled']} not looked up")
    return "persistent cache: " + ", ".join(words)


def wrap(parts: list[str], width: int, indent: int = 2) -> list[list[str]]:
    """``parts`` in lines joined by `` · ``, broken only between parts, each line (with
    the `` ·`` that ends a broken one) within ``width`` unless one part alone is wider."""
    lines: list[list[str]] = []
    line: list[str] = []
    length = 0
    for part in parts:
        added = len(SEP) + len(part) if line else len(part)
        if line and length + added + len(SEP.rstrip()) > width:
            lines.append(line)
            line, length = [part], indent + len(part)
        else:
            line.append(part)
            length += added
    if line:
        lines.append(line)
    return lines


# --- the variation matrix ------------------------------------------------------------


@dataclass
class Cell:
    """What the variations of one argument path along one axis did."""

    text: str
    tone: str


def cell(results: list[VariationResult], axis: str | None = None) -> Cell:
    """``hit``, ``recompile (dtype)``, ``error``, ``skipped`` (the word of the lock);
    ``✗`` marks a contradicted expectation, so it reads without colour too. A cause
    of the column's own ``axis`` goes without saying (a dtype variation that recompiles
    on its dtype is ``recompile``); another is named (``scalar_type``: ``recompile
    (dtype)``, ``value``: ``recompile (static_value)``)."""
    if not results:
        return Cell("skipped", "dim")
    worst = max(results, key=lambda v: (RESULT_ORDER.index(v.result), not v.expected))
    unexpected = any(not v.expected for v in results)
    if worst.result == "skipped":
        return Cell("skipped", "dim")
    if worst.result == "hit":
        return Cell("hit ✗", "bad") if unexpected else Cell("hit", "ok")
    if worst.result == "error":  # expected only where declared (policy "error")
        return Cell("error ✗", "error") if unexpected else Cell("error", "warn")
    kinds = sorted({c.kind for v in results for c in v.causes} - {axis})
    text = "recompile" + (f" ({', '.join(kinds)})" if kinds else "")
    if any(v.result == "error" for v in results):
        text += " +error"
    return Cell(text + " ✗", "bad") if unexpected else Cell(text, "warn")


@dataclass
class MatrixRow:
    path: str
    #: the path as shown: shortened from the middle when the row would not fit
    shown: str
    cells: list[Cell]
    #: the variations of each cell, for a renderer's tooltips
    results: list[list[VariationResult]]


@dataclass
class Matrix:
    """Rows: argument paths; columns: variation axes (with the policy every cell of the
    column shares, if one)."""

    axes: list[str]
    policies: list[str | None]
    rows: list[MatrixRow] = field(default_factory=list)

    @property
    def passing(self) -> bool:
        """Every cell as expected, none raised."""
        return all(c.tone not in ("bad", "error") for row in self.rows for c in row.cells)


def matrix(ep: EntrypointReport, path_width: int | None = None) -> Matrix:
    """The variation matrix of ``ep``; paths longer than ``path_width`` shortened from
    the middle so that rows stay distinct (``params…['w']``, ``params…['b']``)."""
    axes = [a for a in AXES if any(v.axis == a for v in ep.variations)]
    policies = []
    for axis in axes:
        found = {v.policy for v in ep.variations if v.axis == axis}
        policies.append(next(iter(found)) if len(found) == 1 and found <= {"hit", "recompile"}
                        else None)
    paths: list[str] = []
    for v in ep.variations:
        if v.path not in paths and not all(
                w.result == "skipped" for w in ep.variations if w.path == v.path):
            paths.append(v.path)
    shown = shorten_paths(paths, path_width) if path_width else paths
    out = Matrix(axes, policies)
    for path, name in zip(paths, shown, strict=True):
        results = [[v for v in ep.variations if v.path == path and v.axis == axis]
                   for axis in axes]
        cells = [cell(r, a) for r, a in zip(results, axes, strict=True)]
        out.rows.append(MatrixRow(path, name, cells, results))
    return out


def _cut(path: str, width: int, tail: int) -> str:
    head = width - 1 - tail
    return path if len(path) <= width else path[:max(head, 0)] + "…" + path[-tail:]


def shorten_paths(paths: list[str], width: int) -> list[str]:
    """Each path cut to ``width`` from the middle: the start says which argument, the
    end which leaf, and the end grows until no two paths read the same."""
    width = max(width, 8)
    shown = list(paths)
    for tail in range(max(3, (width - 1) // 2), width):
        shown = [_cut(p, width, tail) for p in paths]
        if len(set(shown)) == len(set(paths)):
            return shown
    return shown


def failing_rows(m: Matrix) -> set[str]:
    """The argument paths of ``m`` with a cell against expectations or one that raised:
    what a failing target's matrix shows without ``--verbose``."""
    return {row.path for row in m.rows if any(c.tone in ("bad", "error") for c in row.cells)}


def matrix_folded(ep: EntrypointReport, m: Matrix, shown: int = 0) -> str:
    """The rest of a matrix in one line: ``variations: 96 calls on 24 argument paths ×
    4 axes, all as expected`` when no row is ``shown``, else how many other paths were
    as expected ("" when none); either way, that ``--verbose`` shows them."""
    ran = sum(1 for v in ep.variations if v.result != "skipped")
    axes = f"{len(m.axes)} {'axis' if len(m.axes) == 1 else 'axes'}"
    if shown:
        rest = len(m.rows) - shown
        return (f"{plural(rest, 'other argument path')} as expected (--verbose shows the "
                "whole matrix)") if rest else ""
    return (f"variations: {plural(ran, 'call')} on {plural(len(m.rows), 'argument path')} "
            f"× {axes}, all as expected (--verbose shows the matrix)")


def expected_folded(n: int, unit: str = "compile") -> str:
    """``15 expected recompiles (--verbose lists them)``: what a failing target says of
    the recompiles it was expected to make."""
    return f"{n} expected {plural(n, 're' + unit).split(' ', 1)[1]} (--verbose lists them)"


def probe_line(ep: EntrypointReport, most: int = 4) -> str:
    """A passing probed function in one line: what ran, and which argument paths
    recompile on which axes (``7 variations as expected; recompiles: x (dtype,
    shape), lr (weak_type)``)."""
    ran = [v for v in ep.variations if v.result != "skipped"]
    found: dict[str, list[str]] = {}
    for v in ran:
        if v.result == "recompile":
            found.setdefault(v.path, [])
            if v.axis not in found[v.path]:
                found[v.path].append(v.axis)
    if not ran:
        return ep.notes[0] if ep.notes and not ep.variations else "no variation could run"
    text = f"{plural(len(ran), 'variation')} as expected"
    if not found:
        return text + "; none recompiles"
    shown = [f"{path} ({', '.join(axes)})" for path, axes in list(found.items())[:most]]
    more = f", +{len(found) - most} more" if len(found) > most else ""
    return f"{text}; recompiles: {', '.join(shown)}{more}"


# --- divergences ---------------------------------------------------------------------

DIVERGENCE_ADVICE = ("each process compiled another program at this point: the job hangs "
                     "or computes differently at the next collective that they disagree "
                     "on; make these arguments the same on every process")


@dataclass
class DivergenceView:
    """One divergence in parts: which compile, what differs, the values per process."""

    function: str
    defined_at: str
    nth: str
    what: str
    values: str
    call_site: str | None
    job: str
    #: the whole of it on one line
    line: str


def process_values(d: Divergence) -> str:
    """``f32[] (weak) on process 0, i32[] (weak) on process 1``: processes with the same
    value are named together, so hundreds of processes make a short line."""
    from ..analysis.divergence import ranges

    by_value: dict[str, list[int]] = {}
    for i, value in d.values.items():
        by_value.setdefault(value, []).append(int(i))
    return ", ".join(f"{value} on process{'es' if len(ix) > 1 else ''} {ranges(ix)}"
                     for value, ix in by_value.items())


def divergence(d: Divergence) -> DivergenceView:
    """A divergence in the words every surface gives it: the terminal and the HTML page
    lay out its parts, JUnit, GitHub and the live run of a job print its ``line``."""
    nth = f"compile #{d.compile}" if d.kind != "compiles" else "number of compiles"
    what = d.path or d.kind
    values = process_values(d)
    said = f"{d.path}: " if d.path else ("" if d.kind == "compiles" else f"{d.kind}: ")
    site = f" (called at {d.call_site})" if d.call_site else ""
    line = f"{d.function} ({d.defined_at}), {nth}: {said}{values}{site}"
    return DivergenceView(d.function, d.defined_at, nth, what, values, d.call_site, d.job,
                          line)


# --- call sites ----------------------------------------------------------------------


@dataclass
class SiteCost:
    call_site: str
    compiles: int = 0
    seconds: float = 0.0
    unexpected: int = 0
    unexpected_seconds: float = 0.0
    functions: list[str] = field(default_factory=list)


def call_sites(report: Report) -> list[SiteCost]:
    """Call sites ranked by compile seconds (total, then unexpected)."""
    sites: dict[str, SiteCost] = {}
    for ep in report.entrypoints:
        for fn in ep.functions:
            for event in fn.events:
                key = event.call_site or (f"{ep.target} (called by jaxcheck)"
                                          if ep.kind == "function" else site(event))
                cost = sites.setdefault(key, SiteCost(key))
                spent = event.seconds or 0.0
                cost.compiles += 1
                cost.seconds += spent
                if event.recompile and not event.expected:
                    cost.unexpected += 1
                    cost.unexpected_seconds += spent
                if fn.name not in cost.functions:
                    cost.functions.append(fn.name)
    return sorted(sites.values(), key=lambda s: (-s.seconds, -s.unexpected_seconds,
                                                 s.call_site))


# --- causes in words -------------------------------------------------------------------

#: the most rows one recompile's causes take in words (terminal, HTML, JUnit, GitHub,
#: pytest): a change at thousands of leaves (a params tree cast to another dtype) is one
#: row per kind and change, and rows past this many are counted; ``--format json`` keeps
#: every cause as data
MAX_CAUSE_ROWS = 8


def cause_rows(causes: Sequence[Cause]) -> list[tuple[Cause | None, str]]:
    """The rows that tell ``causes``: each cause's own words while they are few; else
    one row per kind and change (``dtype at 30,000 paths (params['w0'], …): f32 → i32``),
    the first :data:`MAX_CAUSE_ROWS` of them and a row that counts the rest (its cause
    None)."""
    if len(causes) <= MAX_CAUSE_ROWS:
        return [(c, c.describe()) for c in causes]
    alike: dict[tuple, list[Cause]] = {}
    for c in causes:
        alike.setdefault((c.kind, c.before, c.after, c.note), []).append(c)
    rows: list[tuple[Cause | None, str, int]] = []
    for members in alike.values():
        first = members[0]
        if len(members) == 1:
            rows.append((first, first.describe(), 1))
            continue
        paths = ", ".join(str(m.path) for m in members[:3] if m.path)
        change = (f": {first.before} → {first.after}"
                  if first.before is not None or first.after is not None else "")
        rows.append((first, f"{first.kind} at {len(members):,} paths ({paths}, …){change}",
                     len(members)))
    shown = [(c, text) for c, text, _ in rows[:MAX_CAUSE_ROWS]]
    rest = sum(n for _, _, n in rows[MAX_CAUSE_ROWS:])
    if rest:
        shown.append((None, f"… and {rest:,} more change{'s' if rest != 1 else ''} "
                            "(--format json lists every one)"))
    return shown
