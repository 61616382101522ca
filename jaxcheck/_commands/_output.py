"""Shared by the subcommands: run with the user's output kept apart, then render."""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Callable

from .._errors import IOFailure, UsageError
from .._model import Report
from .._printable import sanitize

FORMATS = ("rich", "json", "github")


def produce(make_report: Callable[[], Report], output_format: str) -> Report:
    """Run ``make_report``; under json, everything the targets print goes to stderr."""
    from .. import _io

    if output_format == "json":
        with _io.user_output_to_stderr():
            return make_report()
    return make_report()


def github_enabled(output_format: str) -> bool:
    return output_format == "github" or os.environ.get("GITHUB_ACTIONS") == "true"


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


def _console():
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            # rich would exit 1, which says "unexpected recompiles": report an I/O error
            self.quiet = True
            raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))

    return _Console()


def _drop_stdout() -> None:
    """Point a stdout that cannot be written at /dev/null, so that what is still buffered
    does not fail again (with a traceback) when Python exits."""
    with contextlib.suppress(OSError, ValueError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)


def _write_files(report: Report, html: str | None, trace_events: str | None
                 ) -> tuple[list[str], list[str]]:
    """Write the --html and --trace-events files: (lines naming them, failures)."""
    from .. import _render_html, _render_trace

    written, failed = [], []
    for path, option, module, line in (
            (html, "--html", _render_html, "HTML report: {}"),
            (trace_events, "--trace-events", _render_trace,
             "Trace events: {} (open in https://ui.perfetto.dev)")):
        if not path:
            continue
        try:
            module.write(path, report)
            written.append(line.format(path))
        except OSError as e:
            failed.append(f"cannot write {option} {path}: {e.strerror or e}")
    return written, failed


def render(report: Report, output_format: str, verbose: bool = False,
           junit_xml: str | None = None, html: str | None = None,
           trace_events: str | None = None) -> None:
    """The report on stdout, then the files; a file that cannot be written is reported
    after the report (:class:`IOFailure`, exit 5), never instead of it."""
    # People read the rich report, JUnit and GitHub: they get the user's strings made
    # printable. JSON escapes control characters itself and keeps the strings as they are.
    shown = sanitize(report)
    written, failed = _write_files(report, html, trace_events)
    try:
        if output_format == "json":
            from .. import _render_json

            sys.stdout.write(_render_json.render(report) + "\n")
            for line in written:  # stdout holds the JSON document alone
                print(line, file=sys.stderr)
        else:
            from .. import _render_rich

            console = _console()
            _render_rich.render(shown, console, verbose=verbose)
            for line in written:
                console.print(line, highlight=False, soft_wrap=True, markup=False)
        if github_enabled(output_format):
            from .. import _render_github

            # annotations go to stdout, where the runner reads workflow commands;
            # under json they would break the document, so they go to stderr there
            stream = sys.stderr if output_format == "json" else sys.stdout
            _render_github.emit(shown, stream.write, failed)
        sys.stdout.flush()
    except OSError as e:  # a closed pipe (`| head`), a full disk
        failed.insert(0, f"cannot write the report to stdout: {e.strerror or e}")
        _drop_stdout()
    if junit_xml:
        from .. import _render_junit

        try:
            _render_junit.write(junit_xml, shown)
        except OSError as e:
            failed.append(f"cannot write --junit-xml {junit_xml}: {e.strerror or e}")
    if failed:
        raise IOFailure("; ".join(failed))
