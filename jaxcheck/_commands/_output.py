"""Shared by the subcommands: run with the user's output kept apart, then render."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

from .._model import Report

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


def output_path(path: str | None, option: str) -> str | None:
    """An absolute path for a report file, checked before anything runs (exit 2 if bad)."""
    if path is None:
        return None
    from .._target import UsageError

    full = os.path.abspath(path)
    folder = os.path.dirname(full)
    if os.path.isdir(full):
        raise UsageError(f"bad {option} {path!r}: a directory; give a file name")
    if not os.path.isdir(folder):
        raise UsageError(f"bad {option} {path!r}: no directory {folder}; create it first")
    if not os.access(folder, os.W_OK):
        raise UsageError(f"bad {option} {path!r}: {folder} is not writable")
    return full


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
    if junit_xml:
        from .. import _render_junit

        _render_junit.write(junit_xml, report)
    written, failed = _write_files(report, html, trace_events)
    if output_format == "json":
        from .. import _render_json

        sys.stdout.write(_render_json.render(report) + "\n")
        for line in written:  # stdout holds the JSON document alone
            print(line, file=sys.stderr)
    else:
        from rich.console import Console

        from .. import _render_rich

        console = Console()
        _render_rich.render(report, console, verbose=verbose)
        for line in written:
            console.print(line, highlight=False, soft_wrap=True)
    if github_enabled(output_format):
        from .. import _render_github

        # annotations go to stdout, where the runner reads workflow commands;
        # under json they would break the document, so they go to stderr there
        stream = sys.stderr if output_format == "json" else sys.stdout
        _render_github.emit(report, stream.write)
    sys.stdout.flush()
    if failed:
        from .._target import UsageError

        raise UsageError("; ".join(failed))
