"""The one failure view: every reason a run fails, in one wording, for every surface.

The verdict (``verdict/``) decides what failed and the exit code; this lists each failure once, as a
:class:`Failure` (its kind, where it is, its words, its tone), in the order every
surface shows them. The terminal, plain text (JUnit, pytest), GitHub annotations and the
job summary, the HTML page, the pytest marker's message, the guard's exception and the
notebook's compact report all take their failures from :func:`failures` (or
:func:`event_failure` for one compile) and only lay them out: none words a failure,
picks its tone, or decides an exit code of its own (``tests/surfaces/test_one_verdict.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model.report import NOT_LOCKED, CompileEvent, EntrypointReport, FunctionReport, Report
from .groups import groups
from .text import (
    cache_texts,
    causes_text,
    display_target,
    function_text,
    group_headline,
    group_sites,
    variation_text,
)
from .view import functions, unit_word

#: every kind of failure, in the order a target's failures are listed
KINDS = ("finding", "error", "recompile", "variation", "budget", "regression", "divergence")

#: error types that are no exception of the target's: it was stopped, or its process died
_STOPPED = ("Timeout", "Crashed", "Killed", "Unfinished", "NotCaptured", "ExitCode")


@dataclass(frozen=True)
class Failure:
    """One reason the run fails.

    ``kind``: one of :data:`KINDS`; ``target``: the target as given (``""`` for a job's
    divergence); ``title``: a short headline (an annotation's title); ``text``: the words,
    the same on every surface; ``site``: ``file:line`` it is about, or None; ``tone``:
    ``bad`` (a finding about the code) or ``error`` (something raised or stopped);
    ``fix``: the hint to try first, when there is one.
    """

    kind: str
    target: str
    title: str
    text: str
    site: str | None = None
    tone: str = "bad"
    fix: str | None = None
    #: the function a recompile failure is about (its qualified name), else None
    function: str | None = None
    #: ``text`` in its parts (a compile's causes, then the persistent cache's words),
    #: for a surface that gives each its own line
    parts: tuple[str, ...] = ()
    #: the target named before ``text`` where a surface lists several targets' failures
    #: (``train.py:main: ``); a target's own panel or section leaves it out
    scope: str = ""

    def line(self) -> str:
        """The text with its fix: ``…; fix: …`` where there is one."""
        return self.scope + self.local()

    def local(self) -> str:
        """:meth:`line` without the target, for a surface that shows one target."""
        return self.text + (f" — fix: {self.fix}" if self.fix else "")


def error_text(ep: EntrypointReport) -> str:
    """How a target's error reads everywhere: ``m:f raised ValueError: …`` for an
    exception, ``m:f failed: Timeout: …`` for a target that was stopped; a process's
    error is its own sentence (``ExitCode: the program exited with code 2``)."""
    assert ep.error is not None
    what = f"{ep.error.type}: {ep.error.message}"
    if ep.kind in ("process", "program"):
        return what
    verb = "failed:" if ep.error.type in _STOPPED else "raised"
    return f"{display_target(ep.target)} {verb} {what}"


def event_failure(fn: FunctionReport, event: CompileEvent, unit: str = "compile",
                  target: str = "") -> Failure:
    """One compile as a failure (the guard's incident, a notebook cell's recompile)."""
    kinds = list(dict.fromkeys(c.kind for c in event.causes)) or ["unknown"]
    verb = f"re{unit}d" if event.recompile else f"{unit}d"
    parts = tuple(c.describe() for c in event.causes) + tuple(cache_texts(event))
    return Failure("recompile", target, f"jaxcheck: {fn.name} {verb} ({', '.join(kinds)})",
                   "; ".join(parts) or causes_text(event.causes),
                   event.call_site or fn.defined_at, "bad", event.hint, fn.name, parts)


def expect_error_text(axis: str, path: str) -> str:
    """How to declare that a variation raises, in the ``expect`` vocabulary: the entry's
    ``expect`` in ``[tool.jaxcheck]`` (or ``@jaxcheck.entrypoint``), or ``--expect``."""
    import json

    key = json.dumps(path, ensure_ascii=False)
    return (f'expect = {{ {axis} = {{ {key} = "error" }} }} in its entry '
            f"(or --expect {axis}:{path}=error)")


def _recompiles(ep: EntrypointReport) -> list[Failure]:
    out = []
    target, unit = display_target(ep.target), unit_word(ep)
    for fn in functions(ep):
        for group in groups(fn):
            if group.expected:
                continue
            first = fn.events[group.events[0] - 1]
            kinds = list(dict.fromkeys(kind for kind, _ in group.causes)) or ["unknown"]
            times = f" {group.count} times" if group.count > 1 else ""
            if group.count > 1:
                text = f"{group_headline(group, unit)}; {group_sites(fn, group)}"
            else:
                text = causes_text(first.causes)
            if first.variation:
                text = f"[{target}, variation {first.variation}] " + text
            out.append(Failure("recompile", ep.target,
                               f"jaxcheck: {fn.name} re{unit}d{times} ({', '.join(kinds)})",
                               text, group.first_call_site or fn.defined_at, "bad",
                               group.hint, fn.name))
    return out


def _defined_at(ep: EntrypointReport, text: str) -> str | None:
    """Where the function a regression names is defined (the verdict begins each with
    the function's name and definition site)."""
    for fn in ep.functions:
        if text.startswith(f"`{fn.name}` ({fn.defined_at})"):
            return fn.defined_at
    return None


def entrypoint_failures(ep: EntrypointReport) -> list[Failure]:
    """Why one target fails, each reason once, in :data:`KINDS` order."""

    target = display_target(ep.target)
    out: list[Failure] = []
    if ep.finding:  # a failure without a recompile: says why
        out.append(Failure("finding", ep.target, "jaxcheck: compiled nothing",
                           ep.finding, None, "bad"))
    if ep.error is not None:
        out.append(Failure("error", ep.target, "jaxcheck: target raised", error_text(ep),
                           None, "error", fix=ep.error.hint))
    out += _recompiles(ep)
    told = {e.variation_index for fn in ep.functions for e in fn.unexpected_recompiles}
    for i, v in enumerate(ep.variations):
        if v.result == "error" and not v.expected:  # a finding: the target raised
            out.append(Failure("variation", ep.target,
                               f"jaxcheck: variation {v.axis} of {v.path} raised",
                               f"[{target}] variation {v.axis} of {v.path} raised "
                               f"{v.detail or 'an exception'}", None, "bad",
                               fix="make the target accept this input, or declare that it "
                                   "raises: " + expect_error_text(v.axis, v.path)))
            continue
        # a contradicted variation that recompiled is told by its recompile's failure
        if not v.expected and i not in told and not (v.result == "recompile" and any(
                e.variation == f"{v.axis} {v.path}" for fn in ep.functions
                for e in fn.unexpected_recompiles)):
            out.append(Failure("variation", ep.target,
                               f"jaxcheck: variation {v.axis} of {v.path} {v.result}",
                               f"[{target}] {variation_text(v)}", None, "bad"))
    said = f"{target}: " if target else ""  # a watch block or a test: no target to name
    for overrun in ep.overruns:
        out.append(Failure("budget", ep.target, "jaxcheck: over max_compiles",
                           overrun.describe(), overrun.defined_at, "bad", scope=said))
    for text in ep.regressions:
        out.append(Failure("regression", ep.target, "jaxcheck regression",
                           f"regression: {text}", _defined_at(ep, text), "bad", scope=said))
    return out


def failures(report: Report) -> list[Failure]:
    """Every reason ``report`` fails, each once: the one list every surface shows."""
    from .view import divergence

    out = [f for ep in report.entrypoints for f in entrypoint_failures(ep)]
    for d in report.divergences:
        out.append(Failure("divergence", "", f"jaxcheck: {d.function} differs between "
                           "processes", divergence(d).line, d.call_site or d.defined_at,
                           "bad", None, d.function))
    return out


def entrypoint_text(ep: EntrypointReport, verbose: bool = False) -> str:
    """Why a target failed, in plain text (JUnit, pytest): its failures, each
    function's unexpected recompiles in full (every one when ``verbose``), its notes."""
    told = entrypoint_failures(ep)
    lines = [f.line() for f in told if f.kind in ("finding", "error")]
    unit = unit_word(ep)
    for fn in functions(ep):
        if fn.unexpected_recompiles:
            lines.append(function_text(fn, verbose=verbose, unit=unit))
    lines += [f.line() for f in told if f.kind not in ("finding", "error", "recompile")]
    lines += notes(ep)
    return "\n".join(lines) if lines else "ok"


def notes(ep: EntrypointReport) -> list[str]:
    """The target's notes, and those its data implies but those told as failures (a
    function over its budget is a failure)."""
    return [*ep.notes, *([NOT_LOCKED] if ep.not_locked else [])]


def report_text(report: Report) -> str:
    """Why ``report`` fails, in plain text: each failing target under its name with its
    :func:`entrypoint_text`, then the divergences; "" when nothing fails. A failing
    ``assert not report.unexpected`` in pytest shows this (``embed/pytest_plugin.py``)."""
    blocks = []
    for ep in report.entrypoints:
        if ep.status != "pass":
            text = entrypoint_text(ep).replace("\n", "\n  ")
            blocks.append(f"{display_target(ep.target)}: {ep.status}\n  {text}")
    blocks += [f.line() for f in failures(report) if f.kind == "divergence"]
    return "\n".join(blocks)
