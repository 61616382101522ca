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

from ..model.report import Report
from ..util.printable import escape_data, escape_property
from .failures import failures
from .text import display_target, summary_text

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


def annotations(report: Report) -> Iterator[str]:
    """One ``::error`` line per failure of the one failure view (``failures``): a group
    of like unexpected recompiles at its first call site (or the function's definition),
    a contradicted variation, a regression, an error, a finding, a divergence."""
    for failure in failures(report):
        yield _error(failure.title, failure.line(), _location(failure.site, report.root))


def summary(report: Report) -> str:
    lines = ["## jaxcheck", "", summary_text(report, width=10_000), "",
             "| entrypoint | status | compiles | unexpected recompiles |",
             "| --- | --- | --- | --- |"]
    for ep in report.entrypoints:
        lines.append(f"| `{display_target(ep.target)}` | {ep.status} | {ep.compiles} | "
                     f"{ep.unexpected_recompiles} |")
    details, divergences = [], []
    for f in failures(report):  # the one failure view, divergences in their own list
        if f.kind == "divergence":
            divergences.append(f"- {f.text}")
            continue
        who = f"`{f.function}`: " if f.function else ""
        at = f" at `{f.site}`" if f.site and f.kind == "recompile" and f.site not in f.text \
            else ""
        details.append(f"- {who}{f.scope}{f.text}{at}" + (f" — {f.fix}" if f.fix else ""))
    if details:
        lines += ["", "### Unexpected recompiles", "", *details]
    if divergences:
        lines += ["", "### Processes that compiled different programs", "", *divergences]
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
