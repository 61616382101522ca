"""`jaxcheck run -- COMMAND`: a whole program, every Python process of it that uses jax."""

from __future__ import annotations

import sys

from .. import _runner
from .._entrypoint import DeclarationError, declaration
from .._errors import UsageError
from . import _output


def _refuse(options: _runner.RunOptions) -> None:
    """Options that have no meaning for a program are an error, not silently ignored."""
    if options.mode == "trace":
        raise UsageError("--mode trace cannot run a program: a program computes with real "
                         "values; use --mode trace with a workload target (file.py:main)")
    if options.args is not None or options.dims:
        raise UsageError("--args and --dim describe a function target's arguments; a "
                         "program after `--` is run with its own")
    if options.jobs > 1:
        raise UsageError("--jobs runs targets in parallel; a program after `--` is one run "
                         "(its processes are reported one by one)")
    try:
        declaration(None, {}, options.expect, options.max_compiles, where="command line")
    except DeclarationError as e:
        raise UsageError(str(e)) from None


def run(command: list[str], options: _runner.RunOptions, output_format: str,
        verbose: bool = False, junit_xml: str | None = None, html: str | None = None,
        trace_events: str | None = None) -> int:
    from .. import _program

    junit, html, trace_events = _output.outputs(
        {"--junit-xml": junit_xml, "--html": html, "--trace-events": trace_events},
        _output.inputs_of(command=command)).values()
    _refuse(options)
    report = _program.run(command, max_compiles=options.max_compiles, expect=options.expect,
                          timeout=options.timeout, stdout_to_stderr=output_format == "json")
    _output.render(report, output_format, verbose, junit, html=html,
                   trace_events=trace_events)
    if report.interrupted:
        print("jaxcheck: interrupted", file=sys.stderr)
    return report.exit_code
