"""The `jaxcheck` command: a thin shell over the library API.

JAX is imported only when a subcommand runs something, so `jaxcheck --help`
stays fast.
"""

from __future__ import annotations

import sys
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
configuration error; 3 a target raised."""


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


def fail(message: str, code: int = 2) -> typer.Exit:
    typer.echo(f"jaxcheck: error: {message}", err=True)
    return typer.Exit(code)


def parse_dims(values: list[str]) -> dict[str, list[int]]:
    dims: dict[str, list[int]] = {}
    for item in values:
        name, sep, rest = item.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise fail(f"bad --dim {item!r}: expected NAME=N[,N...], e.g. --dim B=1,8,32")
        try:
            sizes = [int(v) for v in rest.split(",") if v.strip()]
        except ValueError:
            raise fail(f"bad --dim {item!r}: sizes must be integers") from None
        if not sizes or any(s < 0 for s in sizes):
            raise fail(f"bad --dim {item!r}: give at least one non-negative size")
        dims[name] = sizes
    return dims


def parse_expect(values: list[str]) -> dict:
    expect: dict = {}
    for item in values:
        key, sep, policy = item.partition("=")
        axis, _, path = key.strip().partition(":")
        if not sep or not axis:
            raise fail(f"bad --expect {item!r}: expected AXIS=POLICY or AXIS:PATH=POLICY, "
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


@app.command(epilog=EXIT_CODES)
def run(
    targets: Annotated[list[str] | None, typer.Argument(
        help="module:function, path/to/file.py:function (dotted attributes allowed), or a "
             "module to run every entrypoint it declares. None: the entrypoints of "
             "[tool.jaxcheck] in pyproject.toml.",
        show_default=False)] = None,
    args: Annotated[str | None, typer.Option(
        "--args", help="Arguments for function targets, e.g. \"f32[8,128], float, act='relu'\".",
    )] = None,
    dim: Annotated[list[str] | None, typer.Option(
        "--dim", help="Values of a named dimension in --args, e.g. B=1,8,32 (repeatable).",
    )] = None,
    expect: Annotated[list[str] | None, typer.Option(
        "--expect", help="Expectation per variation axis: AXIS=hit|recompile|any, or "
                         "AXIS:PATH=... for one argument (repeatable).",
    )] = None,
    max_compiles: Annotated[int | None, typer.Option(
        "--max-compiles", help="Fail when the base calls compile more than N times.",
    )] = None,
    variations: Annotated[bool, typer.Option(
        "--variations/--no-variations", help="Vary the arguments of function targets.",
    )] = True,
    output_format: Annotated[str, typer.Option(
        "--format", help="rich (terminal report) or json (one document on stdout).",
    )] = "rich",
    seed: Annotated[int, typer.Option(help="Seed for random argument data.")] = 0,
    verbose: Annotated[bool, typer.Option(
        "--verbose", "-v", help="Show tracebacks of errors.")] = False,
) -> None:
    """Run TARGETS and report every compile and recompile of your jitted functions."""
    from . import _runner
    from ._target import UsageError

    if output_format not in ("rich", "json"):
        raise fail(f"unknown --format {output_format!r}: expected rich or json")
    options = _runner.RunOptions(args=args, dims=parse_dims(dim or []),
                                 expect=parse_expect(expect or []), max_compiles=max_compiles,
                                 seed=seed, variations=variations)

    def make_report():
        from . import _config

        found = _config.find_pyproject()
        config = _config.load(found, require=False) if found else None
        names = list(targets or [])
        if not names:
            if config is None or not config.entries:
                raise UsageError(
                    "no targets given and no [[tool.jaxcheck.entrypoints]] in pyproject.toml: "
                    "run `jaxcheck run module:function`, or declare entrypoints, e.g.\n"
                    + _config.EXAMPLE)
            names = [e.target for e in config.entries]
        return _runner.run(names, options, config)

    code = _execute(make_report, options, output_format, verbose, UsageError)
    raise typer.Exit(code)


def _execute(make_report, options, output_format: str, verbose: bool, usage_error) -> int:
    from rich.console import Console

    from . import _io

    err = Console(stderr=True)
    if err.is_terminal:
        options.progress = lambda text: err.status(f"running {text} …", spinner="dots")
    try:
        if output_format == "json":
            with _io.user_output_to_stderr():
                report = make_report()
        else:
            report = make_report()
    except usage_error as e:
        if verbose:
            import traceback

            traceback.print_exc()
        raise fail(str(e)) from None
    except KeyboardInterrupt:
        typer.echo("jaxcheck: interrupted", err=True)
        return 130
    if output_format == "json":
        from . import _render_json

        sys.stdout.write(_render_json.render(report) + "\n")
        sys.stdout.flush()
    else:
        from . import _render_rich

        _render_rich.render(report, Console(), verbose=verbose)
    return report.exit_code


def main() -> None:
    app()


if __name__ == "__main__":
    main()
