"""GitHub Actions: ``::error`` annotations and a Markdown job summary.

GitHub reads every line a step prints, on stdout and stderr, as a possible workflow
command: a line that begins with ``::`` (after leading blanks) or holds ``##[`` anywhere.
The user's strings (messages, tracebacks, names, paths) must never make one: inside an
annotation they are escaped (:func:`escape_data`, :func:`escape_property`); every other
line jaxcheck prints under GitHub goes through :func:`inert` (see :class:`Inert`).
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
from collections.abc import Iterator
from typing import Any, TextIO

from .._model import EntrypointReport, Report
from .._printable import escape_data, escape_property
from .groups import groups
from .text import causes_text, display_target, group_headline, group_sites, summary_text
from .view import functions, unit_word

# Characters the runner's .NET string comparison may skip (zero-width, soft hyphen,
# joiners, variation selectors): ``:\u200b:`` can still read as ``::`` there.
_IGNORABLE = ("\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
              "\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0")
_LEGACY = re.compile(f"#[{_IGNORABLE}]*#[{_IGNORABLE}]*\\[")
_COMMAND = re.compile(f"[\\s{_IGNORABLE}]*:")


def inert(text: str) -> str:
    """``text`` with no line that GitHub would run as a workflow command: a line that
    would begin with ``:`` is quoted (``> ::warning::x``), and ``##[`` (the legacy
    command prefix, read anywhere in a line) gets a space (``## [``)."""
    lines = _LEGACY.sub("## [", text).split("\n")
    return "\n".join("> " + line if _COMMAND.match(line) else line for line in lines)


class Inert:
    """A text stream whose lines are made :func:`inert` before they reach ``stream``:
    what jaxcheck prints around its annotations under GitHub (panels, tracebacks,
    progress). Whole lines are written; a partial one waits for its end or a flush."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._pending = ""

    def write(self, text: str) -> int:
        lines = (self._pending + text).split("\n")
        self._pending = lines.pop()
        if lines:
            self.stream.write(inert("\n".join(lines)) + "\n")
        return len(text)

    def flush(self) -> None:
        if self._pending:
            self.stream.write(inert(self._pending))
            self._pending = ""
        self.stream.flush()

    def __getattr__(self, name: str) -> Any:  # isatty, fileno, encoding: the stream's
        return getattr(self.stream, name)


@functools.lru_cache(maxsize=8)
def _git_top(start: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", start, "rev-parse", "--show-toplevel"],
                              capture_output=True, text=True, timeout=5, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    top = done.stdout.strip()
    return top if done.returncode == 0 and top else None


def repository_root(start: str | None = None) -> str:
    """The directory GitHub resolves an annotation's ``file=`` from: the top of the git
    work tree holding ``start`` (a monorepo's ``ml/model.py``, run from ``ml/``), else
    ``$GITHUB_WORKSPACE``, else the current directory."""
    return (_git_top(os.path.realpath(start or os.getcwd()))
            or os.environ.get("GITHUB_WORKSPACE") or os.getcwd())


def _location(where: str | None, root: str | None) -> tuple[str, str] | None:
    """(file relative to the repository, line): GitHub places annotations by those."""
    if not where or ":" not in where:
        return None
    file, _, line = where.rpartition(":")
    if not line.isdigit():
        return None
    full = os.path.realpath(os.path.join(root or os.getcwd(), file))
    rel = os.path.relpath(full, os.path.realpath(repository_root(root)))
    return (file if rel.startswith("..") else rel), line


def _error(title: str, message: str, loc: tuple[str, str] | None = None) -> str:
    props = f"title={escape_property(title)}"
    if loc:
        props = f"file={escape_property(loc[0])},line={loc[1]}," + props
    return f"::error {props}::{escape_data(message)}"


def _defined_at(ep: EntrypointReport, regression: str) -> str | None:
    """Where the function a regression names is defined (``_verdict`` begins it with
    the function's name and definition site)."""
    for fn in ep.functions:
        if regression.startswith(f"`{fn.name}` ({fn.defined_at})"):
            return fn.defined_at
    return None


def annotations(report: Report) -> Iterator[str]:
    """One ``::error`` line per function and group of like unexpected recompiles, at the
    group's first call site (or the function's definition)."""
    for ep in report.entrypoints:
        target = display_target(ep.target)
        unit = unit_word(ep)
        for fn in functions(ep):
            for group in groups(fn):
                if group.expected:
                    continue
                first = fn.events[group.events[0] - 1]
                loc = (_location(group.first_call_site, report.root)
                       or _location(fn.defined_at, report.root))
                kinds = list(dict.fromkeys(kind for kind, _ in group.causes)) or ["unknown"]
                times = f" {group.count} times" if group.count > 1 else ""
                title = f"jaxcheck: {fn.name} re{unit}d{times} ({', '.join(kinds)})"
                if group.count > 1:
                    message = f"{group_headline(group, unit)}; {group_sites(fn, group)}"
                else:
                    message = causes_text(first.causes)
                message += f" — fix: {group.hint}" if group.hint else ""
                if first.variation:
                    message = f"[{target}, variation {first.variation}] " + message
                yield _error(title, message, loc)
        for text in ep.regressions:
            yield _error("jaxcheck regression", f"{target}: {text}",
                         _location(_defined_at(ep, text), report.root))
        if ep.error is not None:
            yield _error("jaxcheck: target raised",
                         f"{target} raised {ep.error.type}: {ep.error.message}"
                         + (f" — fix: {ep.error.hint}" if ep.error.hint else ""))
        if ep.finding:  # a failure without a recompile: the annotation says why
            yield _error("jaxcheck: compiled nothing", f"{target}: {ep.finding}")
    yield from _divergence_annotations(report)


def _divergence_annotations(report: Report) -> Iterator[str]:
    from .._divergence import describe

    for d in report.divergences:
        loc = _location(d.call_site, report.root) or _location(d.defined_at, report.root)
        yield _error(f"jaxcheck: {d.function} differs between processes", describe(d), loc)


def summary(report: Report) -> str:
    lines = ["## jaxcheck", "", summary_text(report, width=10_000), "",
             "| entrypoint | status | compiles | unexpected recompiles |",
             "| --- | --- | --- | --- |"]
    for ep in report.entrypoints:
        lines.append(f"| `{display_target(ep.target)}` | {ep.status} | {ep.compiles} | "
                     f"{ep.unexpected_recompiles} |")
    details = []
    for ep in report.entrypoints:
        unit = unit_word(ep)
        for fn in functions(ep):
            for group in groups(fn):
                if group.expected:
                    continue
                site = group.first_call_site or fn.defined_at
                details.append(f"- `{fn.name}`: {group_headline(group, unit)} at `{site}`"
                               + (f" — {group.hint}" if group.hint else ""))
        details += [f"- regression in `{display_target(ep.target)}`: {r}"
                    for r in ep.regressions]
    if details:
        lines += ["", "### Unexpected recompiles", "", *details]
    if report.divergences:
        from .._divergence import describe

        lines += ["", "### Processes that compiled different programs", "",
                  *(f"- {describe(d)}" for d in report.divergences)]
    return "\n".join(lines) + "\n"


def emit(report: Report, write, failed: list[str] | None = None) -> None:
    """Print the annotations; append the summary to $GITHUB_STEP_SUMMARY when set.

    A summary that cannot be written is added to ``failed`` (or raised without it).
    """
    for line in annotations(report):
        write(line + "\n")
    path = os.environ.get("GITHUB_STEP_SUMMARY")
    if path:
        try:
            with open(path, "a", encoding="utf-8") as f:
                f.write(summary(report))
        except OSError as e:
            if failed is None:
                raise
            failed.append(f"cannot append to $GITHUB_STEP_SUMMARY {path}: {e.strerror or e}")
