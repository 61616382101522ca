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


def render(report: Report, output_format: str, verbose: bool = False,
           junit_xml: str | None = None) -> None:
    if junit_xml:
        from .. import _render_junit

        _render_junit.write(junit_xml, report)
    if output_format == "json":
        from .. import _render_json

        sys.stdout.write(_render_json.render(report) + "\n")
    else:
        from rich.console import Console

        from .. import _render_rich

        _render_rich.render(report, Console(), verbose=verbose)
    if github_enabled(output_format):
        from .. import _render_github

        # annotations go to stdout, where the runner reads workflow commands;
        # under json they would break the document, so they go to stderr there
        stream = sys.stderr if output_format == "json" else sys.stdout
        _render_github.emit(report, stream.write)
    sys.stdout.flush()
