"""`jaxcheck run -- COMMAND`: a whole program, every Python process of it that uses jax."""

from __future__ import annotations

from ...config.options import RunOptions
from ...report import outputs
from ...util.errors import UsageError
from .. import session as _output


def _refuse(options: RunOptions) -> None:
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
    # --expect and --max-compiles were checked with the options (config.flags.run_options)


def program_command(command: list[str], options: RunOptions, output_format: str,
                    verbose: bool = False, junit_xml: str | None = None,
                    html: str | None = None, trace_events: str | None = None) -> int:
    from ...run import program

    files = outputs.checked(
        {"--junit-xml": junit_xml, "--html": html, "--trace-events": trace_events},
        _output.inputs_of(command=command))
    _refuse(options)
    if options.probe:  # what [tool.jaxcheck.probe] declares of the program's functions
        from ...config import table

        found = table.find_pyproject()
        options = table.with_probe(options, table.load(found, require=False) if found
                                   else None)
    session = _output.Session(output_format, verbose)
    report = session.produce(lambda hooks: program.run_program(
        command, options, stdout_to_stderr=outputs.holds_stdout(output_format)))
    session.render(report, files)
    return session.exit_code(report)
