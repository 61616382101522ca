"""The `jaxcheck` command: a thin shell over the library API.

JAX is imported only when a subcommand runs something, so `jaxcheck --help`
stays fast.
"""

from __future__ import annotations

from typing import Annotated

import typer

from . import __version__

app = typer.Typer(
    name="jaxcheck",
    help="Find, explain and gate unexpected JAX recompilations.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

EXIT_CODES = """Exit codes: 0 no unexpected recompiles; 1 unexpected recompiles; 2 usage or
configuration error; 3 a target raised, timed out or crashed its worker."""


def _version(value: bool) -> None:
    if value:
        typer.echo(f"jaxcheck {__version__}")
        raise typer.Exit(0)


@app.callback()
def _main(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Show the version and exit.")] = False,
) -> None:
    """Find, explain and gate unexpected JAX recompilations."""


def _usage(message: str) -> Exception:
    from ._target import UsageError

    return UsageError(message)


def fail(message: str, code: int = 2) -> typer.Exit:
    typer.echo(f"jaxcheck: error: {message}", err=True)
    return typer.Exit(code)


def parse_dims(values: list[str]) -> dict[str, list[int]]:
    dims: dict[str, list[int]] = {}
    for item in values:
        name, sep, rest = item.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise _usage(f"bad --dim {item!r}: expected NAME=N[,N...], e.g. --dim B=1,8,32")
        try:
            sizes = [int(v) for v in rest.split(",") if v.strip()]
        except ValueError:
            raise _usage(f"bad --dim {item!r}: sizes must be integers") from None
        if not sizes or any(s < 0 for s in sizes):
            raise _usage(f"bad --dim {item!r}: give at least one non-negative size")
        dims[name] = sizes
    return dims


def parse_expect(values: list[str]) -> dict:
    expect: dict = {}
    for item in values:
        key, sep, policy = item.partition("=")
        axis, _, path = key.strip().partition(":")
        if not sep or not axis:
            raise _usage(f"bad --expect {item!r}: expected AXIS=POLICY or AXIS:PATH=POLICY, "
                       "e.g. --expect weak_type=hit")
        if path:
            current = expect.get(axis)
            current = dict(current) if isinstance(current, dict) else (
                {"*": current} if current else {})
            current[path] = policy.strip()
            expect[axis] = current
        else:
            expect[axis] = policy.strip()
    return expect


def _options(args, dim, expect, max_compiles, seed, variations, jobs=1, timeout=None,
             isolate=False, mode="execute"):
    from ._runner import RunOptions

    if jobs < 1:
        raise _usage(f"bad --jobs {jobs}: give a positive number of worker processes")
    if mode not in ("execute", "trace"):
        raise _usage(f"bad --mode {mode!r}: expected execute or trace")
    if timeout is not None and timeout <= 0:
        raise _usage(f"bad --timeout {timeout:g}: give a positive number of seconds")
    return RunOptions(args=args, dims=parse_dims(dim or []), expect=parse_expect(expect or []),
                      max_compiles=max_compiles, seed=seed, variations=variations,
                      isolate=isolate or jobs > 1 or timeout is not None, jobs=jobs,
                      timeout=timeout, mode=mode)


def _guard(body, verbose: bool, output_format: str) -> int:
    """Run a subcommand body: usage errors become one line and exit 2."""
    from ._commands._output import FORMATS
    from ._target import UsageError

    try:
        if output_format not in FORMATS:
            raise UsageError(f"unknown --format {output_format!r}: expected "
                             f"{', '.join(FORMATS)}")
        return body()
    except UsageError as e:
        if verbose:
            import traceback

            traceback.print_exc()
        raise fail(str(e)) from None
    except KeyboardInterrupt:
        typer.echo("jaxcheck: interrupted", err=True)
        return 130


def _progress(options) -> None:
    from rich.console import Console

    err = Console(stderr=True)
    if err.is_terminal:
        options.progress = lambda text: err.status(f"running {text} …", spinner="dots")


ArgsOpt = Annotated[str | None, typer.Option(
    "--args", metavar="SPEC",
    help="Arguments for function targets, e.g. \"f32[8,128], float, act='relu'\".")]
DimOpt = Annotated[list[str] | None, typer.Option(
    "--dim", metavar="NAME=N,...",
    help="Values of a named dimension in --args, e.g. B=1,8,32 (repeatable).")]
ExpectOpt = Annotated[list[str] | None, typer.Option(
    "--expect", metavar="AXIS[:PATH]=POLICY",
    help="Expectation per variation axis: AXIS=hit|recompile|any, or "
         "AXIS:PATH=... for one argument (repeatable).")]
MaxOpt = Annotated[int | None, typer.Option(
    "--max-compiles", metavar="N",
    help="Fail when the base calls (or a workload) compile more than N times.")]
VarOpt = Annotated[bool, typer.Option(
    "--variations/--no-variations", help="Vary the arguments of function targets.")]
FormatOpt = Annotated[str, typer.Option(
    "--format", metavar="rich|json|github",
    help="rich (terminal report), json (one document on stdout) or github "
         "(rich plus ::error annotations; automatic when GITHUB_ACTIONS=true).")]
SeedOpt = Annotated[int, typer.Option(metavar="N", help="Seed for random argument data.")]
VerboseOpt = Annotated[bool, typer.Option("--verbose", "-v", help="Show tracebacks of errors.")]
JobsOpt = Annotated[int, typer.Option(
    "--jobs", "-j", metavar="N",
    help="Run targets in N parallel worker processes (implies --isolate).")]
TimeoutOpt = Annotated[float | None, typer.Option(
    "--timeout", metavar="SECONDS",
    help="Seconds per target; a hung target is reported as an error (exit 3).")]
ModeOpt = Annotated[str, typer.Option(
    "--mode", metavar="execute|trace",
    help="execute: compile and run (every cause); trace: trace only, no XLA compile or run "
         "(faster; sharding causes out of reach; falls back to execute when a target needs "
         "concrete values).")]
JunitOpt = Annotated[str | None, typer.Option(
    "--junit-xml", metavar="PATH",
    help="Also write a JUnit XML file: one testcase per entrypoint.")]
HtmlOpt = Annotated[str | None, typer.Option(
    "--html", metavar="PATH",
    help="Also write a self-contained HTML report: compile timeline, call sites by cost, "
         "variation matrix, sizes seen and padding buckets.")]
TraceOpt = Annotated[str | None, typer.Option(
    "--trace-events", metavar="PATH",
    help="Also write Chrome trace-event JSON of every trace, lower and XLA-compile phase "
         "(Perfetto, chrome://tracing).")]


@app.command(epilog=EXIT_CODES)
def run(
    targets: Annotated[list[str] | None, typer.Argument(
        metavar="TARGET",
        help="module:function, path/to/file.py:function (dotted attributes allowed), or a "
             "module to run every entrypoint it declares. None: the entrypoints of "
             "[tool.jaxcheck] in pyproject.toml.",
        show_default=False)] = None,
    args: ArgsOpt = None, dim: DimOpt = None, expect: ExpectOpt = None,
    max_compiles: MaxOpt = None, variations: VarOpt = True, output_format: FormatOpt = "rich",
    seed: SeedOpt = 0, junit_xml: JunitOpt = None, jobs: JobsOpt = 1,
    timeout: TimeoutOpt = None, mode: ModeOpt = "execute",
    isolate: Annotated[bool, typer.Option(
        "--isolate/--no-isolate", help="Each target in a fresh worker process.")] = False,
    verbose: VerboseOpt = False, html: HtmlOpt = None, trace_events: TraceOpt = None,
) -> None:
    """Run TARGETS and report every compile and recompile of your jitted functions."""
    from ._commands import run as command

    def body() -> int:
        options = _options(args, dim, expect, max_compiles, seed, variations, jobs, timeout,
                           isolate, mode)
        _progress(options)
        return command.run(list(targets or []), options, output_format, verbose, junit_xml,
                           html, trace_events)

    raise typer.Exit(_guard(body, verbose, output_format))


# check and baseline: [tool.jaxcheck] gives the defaults the command line leaves unset
ProjectSeedOpt = Annotated[int | None, typer.Option(
    metavar="N", help="Seed for random argument data (default: [tool.jaxcheck] seed, or 0).")]
ProjectJobsOpt = Annotated[int | None, typer.Option(
    "--jobs", "-j", metavar="N",
    help="Parallel worker processes (default: [tool.jaxcheck] jobs, or 1).")]
ProjectIsolateOpt = Annotated[bool, typer.Option(
    "--isolate/--no-isolate",
    help="Each target in a fresh worker process (default), or all in this one.")]


def _project_options(seed, jobs, timeout, isolate, mode):
    options = _options(None, None, None, None, seed or 0, True, jobs or 1, timeout, isolate,
                       mode)
    _progress(options)
    return options, {"seed": seed, "jobs": jobs, "timeout": timeout}


@app.command(epilog=EXIT_CODES)
def check(
    output_format: FormatOpt = "rich", junit_xml: JunitOpt = None,
    seed: ProjectSeedOpt = None, jobs: ProjectJobsOpt = None, timeout: TimeoutOpt = None,
    mode: ModeOpt = "execute", isolate: ProjectIsolateOpt = True, verbose: VerboseOpt = False,
    html: HtmlOpt = None, trace_events: TraceOpt = None,
) -> None:
    """Run every entrypoint of [tool.jaxcheck] and fail on unexpected recompiles or on
    regressions against jaxcheck.lock."""
    from ._commands import check as command

    def body() -> int:
        options, given = _project_options(seed, jobs, timeout, isolate, mode)
        return command.check(options, output_format, verbose, junit_xml, given, html,
                             trace_events)

    raise typer.Exit(_guard(body, verbose, output_format))


@app.command()
def baseline(
    output_format: FormatOpt = "rich",
    seed: ProjectSeedOpt = None, jobs: ProjectJobsOpt = None, timeout: TimeoutOpt = None,
    mode: ModeOpt = "execute", isolate: ProjectIsolateOpt = True, verbose: VerboseOpt = False,
) -> None:
    """Write jaxcheck.lock next to pyproject.toml: the compile counts and variation matrices
    that `jaxcheck check` will not let get worse."""
    from ._commands import baseline as command

    def body() -> int:
        options, given = _project_options(seed, jobs, timeout, isolate, mode)
        return command.baseline(options, output_format, verbose, given)

    raise typer.Exit(_guard(body, verbose, output_format))


def main() -> None:
    app()


if __name__ == "__main__":
    main()
