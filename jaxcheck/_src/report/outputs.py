"""Every output jaxcheck writes, in one table, and the one way each is written.

As pytest registers its JUnit writer only for ``--junitxml``, each output is an
:class:`Output` entry of :data:`OUTPUTS` that says what asks for it (a ``--format``
value, a file option, the environment), where it goes (stdout, a file) and which report
it takes: the sanitized one, with the user's strings made printable, where people read
it (the terminal, JUnit, GitHub), or the original where the format escapes them itself
(JSON keeps them as they are; the HTML page and the trace events escape them on their
own). Its renderer module is imported only once it is asked for: a JSON run imports
neither rich nor the HTML page.

Every surface writes through here and nowhere else: the command line's `run`, `check`,
`baseline` and `report` (:func:`checked` before the run, :func:`console` and
:func:`panel` while it runs, :func:`emit` at the end), the notebook's ``%%jaxcheck``
(:func:`checked`, :func:`write_files`) and a :class:`~jaxcheck.Report` shown in a
notebook (:func:`html_fragment`, :func:`terminal_text`).
``tests/architecture/test_outputs.py`` holds every other module to it.

Lint's outputs (text, JSON, GitHub, SARIF) are not here: they lay out lint's findings,
not a report, and lint runs on the standard library alone, importing nothing of this
package.
"""

from __future__ import annotations

import contextlib
import errno
import importlib
import os
import sys
import tempfile
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

from ..util.errors import IOFailure, UsageError
from ..util.printable import sanitize

if TYPE_CHECKING:
    from ..model.report import EntrypointReport, Report

T = TypeVar("T")


@dataclass(frozen=True)
class Output:
    """One output: what asks for it, where it goes, what it takes.

    ``name``: what it is; ``renderer``: its module in this package, imported when it is
    asked for (:meth:`module`); ``formats``: the ``--format`` values that ask for it;
    ``option``: the option that asks for it as a file (``--html PATH``), None when it
    is never a file; ``env``: the environment variable that asks for it when ``"true"``
    (a CI runner that reads it); ``sanitized``: it takes the report with the user's strings made
    printable (people read it) rather than the original; ``named``: the line that names
    its file once written; ``after_report``: its file is written once the report is out
    on stdout, so no line there can name it (JUnit: the command line names only the
    files a person opens, which are written first).
    """

    name: str
    renderer: str
    formats: tuple[str, ...] = ()
    option: str | None = None
    env: str | None = None
    sanitized: bool = True
    named: str = ""
    after_report: bool = False

    def module(self) -> ModuleType:
        """The renderer, imported now (and only now)."""
        return importlib.import_module(f".{self.renderer}", __package__)

    def report_for(self, report: T, shown: T | None = None) -> T:
        """``report`` (or one target's report) as this output takes it (``shown``: the
        sanitized one, when made already)."""
        if not self.sanitized:
            return report
        return shown if shown is not None else sanitize(report)


#: the rich terminal report on stdout, each target's panel as it finishes.
TERMINAL = Output("terminal", "terminal", formats=("rich", "github"))
#: one JSON document, schema ``jaxcheck.report/1``, holding stdout alone.
JSON = Output("json", "jsonreport", formats=("json",), sanitized=False)
#: ``::error`` annotations (stdout, beside the terminal report) and the job summary
#: (appended to $GITHUB_STEP_SUMMARY): asked by ``--format github`` and on GitHub's runner.
GITHUB = Output("github", "github", formats=("github",), env="GITHUB_ACTIONS")
#: the self-contained HTML page.
HTML = Output("html", "htmlreport", option="--html", sanitized=False,
              named="HTML report: {}")
#: Chrome trace-event JSON of every compile.
TRACE_EVENTS = Output("trace events", "traceevents", option="--trace-events",
                      sanitized=False,
                      named="Trace events: {} (open in https://ui.perfetto.dev)")
#: JUnit XML, one testcase per target: a file, or (``report --format junit``) stdout.
JUNIT = Output("JUnit XML", "junitxml", formats=("junit",), option="--junit-xml",
               named="JUnit XML: {}", after_report=True)

#: every output, files in the order they are written.
OUTPUTS = (TERMINAL, JSON, GITHUB, HTML, TRACE_EVENTS, JUNIT)

#: what ``--format`` accepts where targets run (their output would share stdout with
#: anything but the terminal report or one JSON document reserved from the start)...
FORMATS = ("rich", "json", "github")
#: ...and where a saved report is rendered again: JUnit XML on stdout too.
SAVED_FORMATS = (*FORMATS, "junit")


def for_format(output_format: str) -> Output:
    """The output that holds stdout under ``--format output_format``."""
    for output in OUTPUTS:
        if output_format in output.formats:
            return output
    raise ValueError(f"no output for --format {output_format!r}")  # checked by the caller


def for_option(option: str) -> Output:
    """The output a file option (``--html``) asks for."""
    for output in OUTPUTS:
        if output.option == option:
            return output
    raise KeyError(option)


def holds_stdout(output_format: str) -> bool:
    """Whether stdout holds one document alone (JSON, JUnit XML): what else is printed,
    the user's output included, goes to stderr."""
    return for_format(output_format) is not TERMINAL


def github_enabled(output_format: str) -> bool:
    """Whether GitHub's annotations are asked for: by ``--format``, or by the runner."""
    return output_format in GITHUB.formats or os.environ.get(GITHUB.env or "") == "true"


def inert(output_format: str, stream: Any) -> Any:
    """``stream``, which under GitHub lets through no line the runner would run as a
    workflow command: what jaxcheck prints there holds the user's strings."""
    if not github_enabled(output_format):
        return stream
    return GITHUB.module().Inert(stream)


def inert_text(text: str, output_format: str) -> str:
    """``text`` as :func:`inert` lets it through."""
    if not github_enabled(output_format):
        return text
    return GITHUB.module().inert(text)


# --- output files ---------------------------------------------------------------------


def output_path(path: str | None, option: str = "--junit-xml") -> str | None:
    """``path`` made absolute and checked before anything runs: a run must not end with
    nowhere to put its result. What only the write can tell (permissions, a full disk)
    is an :class:`IOFailure` at the end, after the report is out."""
    if not path:
        return None
    full = os.path.abspath(path)
    if os.path.isdir(full):
        raise UsageError(f"bad {option} {path!r}: it is a directory; give a file path")
    if not os.path.isdir(os.path.dirname(full)):
        raise UsageError(f"bad {option} {path!r}: no directory {os.path.dirname(full)!r}; "
                         "create it first")
    return full


def checked(paths: Mapping[str, str | None], inputs: Iterable[str | os.PathLike] = ()
            ) -> dict[str, str | None]:
    """Every output file given (``{option: path}``), checked before anything runs: each
    a path of its own, none of them a file the run reads (``inputs``: the lock,
    pyproject.toml, target files), each one creatable now. Returns the absolute paths."""
    full = {option: output_path(path, option) for option, path in paths.items()}
    seen: dict[str, str] = {}
    for option, path in full.items():
        if path is None:
            continue
        key = os.path.realpath(path)
        if key in seen:
            raise UsageError(f"{seen[key]} and {option} name the same file {paths[option]!r}: "
                             "one would overwrite the other; give each output its own path")
        seen[key] = option
    for item in inputs:
        key = os.path.realpath(item)
        if key in seen:
            option = seen[key]
            raise UsageError(f"bad {option} {paths[option]!r}: this run reads that file "
                             f"({os.fspath(item)}), and writing the report there would "
                             "replace it; give another path")
    for option, path in full.items():
        if path is not None:
            _creatable(path, option, paths[option])
    return full


def _creatable(path: str, option: str, given: str | None) -> None:
    """Whether ``path`` can be written: probed now, so that a run of many minutes does not
    end with nowhere to put its result (exit 2 here, instead of exit 5 after it)."""
    try:
        if os.path.lexists(path):
            if os.path.exists(path) and not os.access(path, os.W_OK):
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
            return  # a dangling link: only the write can tell
        fd, probe = tempfile.mkstemp(prefix=".jaxcheck-probe-", dir=os.path.dirname(path))
        os.close(fd)
        os.unlink(probe)
    except OSError as e:
        raise UsageError(f"bad {option} {given!r}: cannot create a file there "
                         f"({e.strerror or e}); give a writable path") from None


def write_files(report: Report, paths: Mapping[str, str | None],
                shown: Report | None = None) -> tuple[list[str], list[str]]:
    """Write each file ``paths`` asks for (``{option: path}``), in the order of
    :data:`OUTPUTS`: (the lines naming those written, the failures). A file not asked
    for does not even import its renderer."""
    written, failed = [], []
    for output in OUTPUTS:
        path = paths.get(output.option) if output.option else None
        if not path:
            continue
        if output.sanitized and shown is None:
            shown = sanitize(report)
        try:
            output.module().write(path, output.report_for(report, shown))
            written.append(output.named.format(path))
        except OSError as e:
            failed.append(f"cannot write {output.option} {path}: {e.strerror or e}")
    return written, failed


# --- stdout ---------------------------------------------------------------------------


def console(output_format: str, stream: Any) -> Any:
    """A rich console on ``stream`` for the targets' panels as they finish, when the
    terminal report holds stdout; None under a document (JSON, JUnit XML)."""
    if holds_stdout(output_format):
        return None
    return _console(inert(output_format, stream))


def _console(file: Any = None):
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            # rich would exit 1, which says "unexpected recompiles": report an I/O error
            self.quiet = True
            raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    return _Console(file=file)


def panel(ep: EntrypointReport, console: Any, verbose: bool = False,
          root: str | None = None) -> None:
    """One target's panel of the terminal report, the moment it finishes."""
    TERMINAL.module().render_entrypoint(TERMINAL.report_for(ep), console, verbose, root)


def _drop_stdout(stream: Any = None) -> None:
    """Point a stdout that cannot be written at /dev/null, so that what is still buffered
    does not fail again (with a traceback) when Python exits."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, (stream or sys.stdout).fileno())
        os.close(devnull)


def emit(report: Report, output_format: str, files: Mapping[str, str | None] | None = None,
         verbose: bool = False, skip: set[int] | None = None, document: Any = None) -> None:
    """The report on stdout as ``output_format`` asks, with the files ``files`` asks for
    (``{option: path}``) and, under GitHub, the annotations and the job summary.

    ``document``: where a document goes (the stdout the run reserved); ``skip``: indices
    of panels printed already. The files a person opens are written first and named
    after the report; JUnit XML once the report is out. A file that cannot be written
    is reported after the report (:class:`IOFailure`, exit 5), never instead of it.
    """
    files = files or {}
    shown = sanitize(report)
    main = for_format(output_format)
    written, failed = write_files(report, {o.option: files.get(o.option) for o in OUTPUTS
                                           if o.option and not o.after_report}, shown)
    try:
        if main is TERMINAL:
            out = _console(inert(output_format, sys.stdout))
            TERMINAL.module().render(shown, out, verbose=verbose, skip=skip or set())
            for line in written:
                out.print(line, highlight=False, soft_wrap=True, markup=False)
        else:
            out = document or sys.stdout
            if main is JSON:
                text = JSON.module().render(report) + "\n"
                if github_enabled(output_format):  # the same document, no ##[ for the runner
                    text = text.replace("##[", "#\\u0023[")  # (only a string can hold a #)
            else:
                text = main.module().render(main.report_for(report, shown))
            out.write(text)
            out.flush()
            for line in written:  # stdout holds the document alone
                print(line, file=inert(output_format, sys.stderr))
        if github_enabled(output_format):
            # annotations go to stdout, where the runner reads workflow commands; under a
            # document they would break it, so they go to stderr there
            stream = sys.stderr if main is not TERMINAL else sys.stdout
            GITHUB.module().emit(GITHUB.report_for(report, shown), stream.write, failed)
        sys.stdout.flush()
    except OSError as e:  # a closed pipe (`| head`), a full disk
        failed.insert(0, f"cannot write the report to stdout: {e.strerror or e}")
        _drop_stdout(document)
    failed += write_files(report, {o.option: files.get(o.option) for o in OUTPUTS
                                   if o.option and o.after_report}, shown)[1]
    if failed:
        raise IOFailure("; ".join(failed))


def read_json(data: dict[str, Any]) -> Report:
    """A report read back from the JSON document :data:`JSON` wrote (a CI artifact)."""
    return JSON.module().report_from(data)


# --- a report shown in a notebook ------------------------------------------------------


def html_fragment(report: Report) -> str:
    """The HTML page as one element of a notebook's output, its styles scoped to it."""
    return HTML.module().fragment(HTML.report_for(report))


def terminal_text(report: Report, color: bool = False, width: int = 100) -> str:
    """The terminal report as a string (ANSI colours when ``color``): terminal IPython's
    view of a report."""
    return TERMINAL.module().to_text(report, color=color, width=width)
