"""The `jaxcheck` command: a thin shell over the library API.

JAX is imported only when a subcommand runs something, so `jaxcheck --help`
stays fast.
"""

from __future__ import annotations

import copy
import sys
from typing import Annotated, Any

import typer

from ..config import flags
from ..util.version import __version__

app = typer.Typer(
    name="jaxcheck",
    help="Find, explain and gate unexpected JAX recompilations.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

EXIT_CODES = """Exit codes: 0 no unexpected recompiles; 1 unexpected recompiles, or a function
target that compiled nothing (--allow-no-compile); 2 usage or
configuration error; 3 a target raised, timed out or crashed its worker; 4 internal error (a
bug in jaxcheck, also inside a worker or a program's process); 5 a file could not be read or
written (lock, JUnit XML, step summary, stdout); 130 interrupted."""


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


def fail(message: str, code: int | None = None) -> typer.Exit:
    """The one way a command reports an error: one line on stderr (default: usage, 2)."""
    from ..util import errors

    typer.echo(errors.error_line(message), err=True)
    return typer.Exit(errors.USAGE if code is None else code)


def _print_traceback(error: BaseException, output_format: str = "rich") -> None:
    """--verbose: the traceback, with the user's strings in it made printable (and, under
    GitHub, unable to pass for a workflow command)."""
    import traceback

    from ..util.printable import printable

    sys.stderr.write(_inert(printable("".join(traceback.format_exception(error))),
                            output_format))


def _inert(text: str, output_format: str) -> str:
    from ..report.outputs import inert_text

    return inert_text(text, output_format)


def _internal(error: BaseException, verbose: bool, output_format: str = "rich") -> typer.Exit:
    """A bug in jaxcheck: never exit 1 (a finding) or 2 (the user's mistake)."""
    from ..util import errors

    if verbose:
        _print_traceback(error, output_format)
    typer.echo(_inert(errors.internal_line(error), output_format), err=True)
    return typer.Exit(errors.INTERNAL)


def _guard(body, verbose: bool, output_format: str) -> int:
    """Run a subcommand body: every way it can fail ends in one line and its exit code."""
    from ..report.outputs import FORMATS
    from ..util import errors

    try:
        if output_format not in FORMATS:
            raise errors.UsageError(f"unknown --format {output_format!r}: expected "
                                     f"{', '.join(FORMATS)}")
        return body()
    except (errors.UsageError, errors.IOFailure) as e:
        if verbose:
            _print_traceback(e, output_format)
        code = errors.USAGE if isinstance(e, errors.UsageError) else errors.IO
        raise fail(_inert(str(e), output_format), code) from None
    except KeyboardInterrupt:
        typer.echo("jaxcheck: interrupted", err=True)
        return errors.INTERRUPTED
    except typer.Exit:
        raise
    except Exception as e:
        raise _internal(e, verbose, output_format) from None


def _option(flag: flags.Flag, optional: bool = False, help: str | None = None) -> Any:
    """The typer parameter type of ``flag``: its names, placeholder, help and value type
    as ``config.flags`` declares them (``optional``: None when not given)."""
    kind: Any = list[str] if flag.repeat else flag.kind
    return Annotated[kind | None if optional else kind,
                     typer.Option(*flag.names, metavar=flag.metavar,
                                  help=flag.help if help is None else help)]


ArgsOpt = _option(flags.ARGS, optional=True)
ExampleOpt = _option(flags.EXAMPLE, optional=True)
VaryOpt = _option(flags.VARY, optional=True)
GroupOpt = _option(flags.GROUP, optional=True)
DimOpt = _option(flags.DIM, optional=True)
ExpectOpt = _option(flags.EXPECT, optional=True)
MaxOpt = _option(flags.MAX_COMPILES, optional=True)
NoCompileOpt = _option(flags.ALLOW_NO_COMPILE)
VarOpt = _option(flags.VARIATIONS)
FormatOpt = Annotated[str, typer.Option(
    "--format", "--output-format", metavar="rich|json|github",
    help="rich (terminal report), json (one document on stdout) or github "
         "(rich plus ::error annotations; automatic when GITHUB_ACTIONS=true).")]
SeedOpt = _option(flags.SEED)
VerboseOpt = Annotated[bool, typer.Option(
    "--verbose", "-v", help="Show everything: a passing target in full (not one "
    "line), the variation matrix, every recompile (expected too, not grouped), the full "
    "summary and the tracebacks of errors.")]
JobsOpt = _option(flags.JOBS)
TimeoutOpt = _option(flags.TIMEOUT, optional=True)
ModeOpt = _option(flags.MODE, optional=True)
JunitOpt = _option(flags.JUNIT_XML, optional=True)
HtmlOpt = _option(flags.HTML, optional=True)
TraceOpt = _option(flags.TRACE_EVENTS, optional=True)
IsolateOpt = _option(flags.ISOLATE)
ProbeOpt = _option(flags.PROBE)


KeywordOpt = Annotated[str | None, typer.Option(
    "-k", metavar="EXPR",
    help="Only the entrypoints whose target matches EXPR, as pytest -k: words (substrings) "
         "joined by and, or, not, e.g. -k \"train and not slow\".")]


def split_program(argv: list[str]) -> tuple[list[str], list[str] | None]:
    """``run [OPTIONS] [TARGETS] -- COMMAND...``: jaxcheck's own arguments, and the rest.

    Split before the command-line parser sees it, so that the program's own
    options (``--epochs 2``) are never read as jaxcheck's.
    """
    if "run" not in argv or "--" not in argv[argv.index("run") + 1:]:
        return argv, None
    at = argv.index("--", argv.index("run") + 1)
    return argv[:at], argv[at + 1:]


RUN_EPILOG = """A program: jaxcheck run [OPTIONS] -- COMMAND [ARGS...] runs COMMAND unchanged
(python train.py --epochs 2, python -m pkg.train, bash run.sh) and reports the compiles
of every Python process it starts that imports jax, one entry per process. Its output
goes to the terminal (to stderr under --format json); exit 3 when it exits non-zero.
Targets with arguments: jaxcheck run file.py:main -- ARGS runs main with
sys.argv = ["file.py", *ARGS] (without `--`: sys.argv = ["file.py"]).

""" + EXIT_CODES


@app.command(epilog=RUN_EPILOG)
def run(
    ctx: typer.Context,
    targets: Annotated[list[str] | None, typer.Argument(
        metavar="TARGET",
        help="module:function, path/to/file.py:function (dotted attributes allowed), or a "
             "module to run every entrypoint it declares. None: the entrypoints of "
             "[tool.jaxcheck] in pyproject.toml.",
        show_default=False)] = None,
    args: ArgsOpt = None, dim: DimOpt = None, expect: ExpectOpt = None,
    max_compiles: MaxOpt = None, variations: VarOpt = True, output_format: FormatOpt = "rich",
    seed: SeedOpt = 0, junit_xml: JunitOpt = None, jobs: JobsOpt = 1,
    timeout: TimeoutOpt = None, mode: ModeOpt = None,
    isolate: IsolateOpt = False,
    verbose: VerboseOpt = False, html: HtmlOpt = None, trace_events: TraceOpt = None,
    allow_no_compile: NoCompileOpt = False, example: ExampleOpt = None,
    vary: VaryOpt = None, group: GroupOpt = None, keyword: KeywordOpt = None,
    probe: ProbeOpt = False,
) -> None:
    """Run TARGETS, or a program after `--`, and report every compile and recompile of
    your jitted functions."""
    from .commands import run as command

    after_dashes = ctx.obj  # what followed `--`, split off by main() (split_program)

    def body() -> int:
        options = flags.run_options(
            args=args, dim=dim, expect=expect, max_compiles=max_compiles, seed=seed,
            variations=variations, jobs=jobs, timeout=timeout, isolate=isolate, mode=mode,
            allow_no_compile=allow_no_compile, example=example, vary=vary, group=group,
            probe=probe)
        if after_dashes is not None and not targets:
            from .commands import program

            return program.program_command(after_dashes, options, output_format, verbose,
                                           junit_xml, html, trace_events)
        options = options.replace(program_args=list(after_dashes or []))
        return command.run_command(list(targets or []), options, output_format, verbose,
                                   junit_xml, html, trace_events, keyword)

    raise typer.Exit(_guard(body, verbose, output_format))


# check and baseline: [tool.jaxcheck] gives the defaults the command line leaves unset
ProjectSeedOpt = _option(
    flags.SEED, optional=True,
    help="Seed for random argument data (default: [tool.jaxcheck] seed, or 0).")
ProjectJobsOpt = _option(
    flags.JOBS, optional=True,
    help="Parallel worker processes (default: [tool.jaxcheck] jobs, or 1).")
ProjectExampleOpt = _option(
    flags.EXAMPLE, optional=True,
    help="An example factory for the selected function entrypoints, instead of their "
         "declared args or example.")
AllOpt = _option(flags.ALL)
ProjectIsolateOpt = _option(
    flags.ISOLATE, help="Each target in a fresh worker process (default), or all in this one.")


ProjectTargetsArg = Annotated[list[str] | None, typer.Argument(
    metavar="TARGET",
    help="Only these entrypoints of [tool.jaxcheck] (module:function, file.py:function, "
         "or a module for all of its entrypoints). Default: all.", show_default=False)]


def _project_options(seed, jobs, timeout, isolate, mode, example=None, probe=False):
    options = flags.run_options(seed=0 if seed is None else seed,
                                jobs=1 if jobs is None else jobs, timeout=timeout,
                                isolate=isolate, mode=mode, example=example, probe=probe)
    return options, {"seed": seed, "jobs": jobs, "timeout": timeout}


@app.command(epilog=EXIT_CODES)
def check(
    targets: ProjectTargetsArg = None, keyword: KeywordOpt = None,
    output_format: FormatOpt = "rich", junit_xml: JunitOpt = None,
    seed: ProjectSeedOpt = None, jobs: ProjectJobsOpt = None, timeout: TimeoutOpt = None,
    mode: ModeOpt = None, isolate: ProjectIsolateOpt = True, verbose: VerboseOpt = False,
    html: HtmlOpt = None, trace_events: TraceOpt = None, example: ProjectExampleOpt = None,
    run_all: AllOpt = False, probe: ProbeOpt = False,
) -> None:
    """Run every entrypoint of [tool.jaxcheck] and fail on unexpected recompiles or on
    regressions against jaxcheck.lock; one unchanged since it passed is skipped."""
    from .commands import check as command

    def body() -> int:
        options, given = _project_options(seed, jobs, timeout, isolate, mode, example, probe)
        return command.check(options, output_format, verbose, junit_xml, given, html,
                             trace_events, select=(targets or [], keyword), run_all=run_all)

    raise typer.Exit(_guard(body, verbose, output_format))


@app.command()
def baseline(
    targets: ProjectTargetsArg = None, keyword: KeywordOpt = None,
    output_format: FormatOpt = "rich",
    seed: ProjectSeedOpt = None, jobs: ProjectJobsOpt = None, timeout: TimeoutOpt = None,
    mode: ModeOpt = None, isolate: ProjectIsolateOpt = True, verbose: VerboseOpt = False,
    example: ProjectExampleOpt = None, probe: ProbeOpt = False,
) -> None:
    """Write jaxcheck.lock next to pyproject.toml: the compile counts, the cause of each
    recompile and the variation matrices that `jaxcheck check` will not let get worse (for
    a subset: only its entries)."""
    from .commands import baseline as command

    def body() -> int:
        options, given = _project_options(seed, jobs, timeout, isolate, mode, example, probe)
        return command.baseline(options, output_format, verbose, given,
                                select=(targets or [], keyword))

    raise typer.Exit(_guard(body, verbose, output_format))


@app.command()
def init(
    path: Annotated[str | None, typer.Argument(
        metavar="[DIR]", help="The project (default: the current directory's).",
        show_default=False)] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Print the block and the stub; write nothing.")] = False,
) -> None:
    """Write a commented [tool.jaxcheck] block for this project: its jitted functions and
    training entry points, read from the source (nothing is imported or run)."""
    from .commands import init as command

    raise typer.Exit(_guard(lambda: command.init(path, dry_run), False, "rich"))


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
             add_help_option=False)
def lint(ctx: typer.Context) -> None:
    """Find recompile pitfalls in the source without running it (no JAX needed); options:
    jaxcheck lint --help."""
    from .commands import lint as command

    raise typer.Exit(command.main(list(ctx.args)))  # its own parser: stdlib only


_COMMANDS: dict[str | None, Any] = {}


def click_command(name: str | None = None):
    """The click command typer builds from ``app``, built once per process (``app()``
    would build it again) and with its plain values coerced cheaply (``cli/typerfast.py``).

    ``name``: the subcommand the command line names; the group is then built with that
    one command only (a third of the cost for `run`: each command's parameters are
    converted by typer), and answers for it as the whole group does. Anything else (no
    command, a misspelt one, ``--help``, ``--version``) gets the whole group.
    """
    key = name if name in _command_names() else None
    if key not in _COMMANDS:
        from .typerfast import lighten

        source = app
        if key is not None:
            source = copy.copy(app)
            source.registered_commands = [c for c in app.registered_commands
                                          if _name_of(c) == key]
        _COMMANDS[key] = lighten(typer.main.get_command(source))
    return _COMMANDS[key]


def _name_of(info: Any) -> str:
    return info.name or typer.main.get_command_name(info.callback.__name__)


def _command_names() -> set[str]:
    return {_name_of(c) for c in app.registered_commands}


def misplaced_program_args(argv: list[str]) -> str | None:
    """``run TARGET --epochs 2``: the program's arguments without ``--`` before them.

    An option that ``run`` does not know, after a target, is meant for the user's
    program: the error says so and shows the command with ``--`` in its place.
    """
    if not argv or argv[0] != "run":
        return None
    params = click_command("run").commands["run"].params  # type: ignore[attr-defined]
    takes_value = {name: not p.is_flag and not p.count for p in params
                   if p.param_type_name == "option" for name in (*p.opts, *p.secondary_opts)}
    takes_value["--help"] = False
    targets, i = [], 1
    while i < len(argv):
        word = argv[i]
        name = word.split("=", 1)[0] if word.startswith("--") else word[:2]
        if not word.startswith("-") or word == "-":
            targets.append(word)
        elif name in takes_value:
            i += takes_value[name] and word == name  # its value follows as the next word
        elif targets:
            import shlex

            from ..target.locate import is_command

            head, rest = shlex.join(argv[:i]), shlex.join(argv[i:])
            at = argv.index(targets[0])
            if is_command(targets[0]):  # run python3 -u train.py: all of it is the program
                return (f"{targets[0]!r} is a command, not a target: a program goes after "
                        f"`--`: jaxcheck {shlex.join(argv[:at])} -- {shlex.join(argv[at:])}")
            if ":" not in targets[-1] and targets[-1].endswith(".py"):
                fixed = f"jaxcheck run -- python {targets[-1]} {rest}"
            else:
                fixed = f"jaxcheck {head} -- {rest}"
            return (f"unknown option {name} after target {targets[-1]!r}: the program's own "
                    f"arguments go after `--`: {fixed}")
        else:
            return None
        i += 1
    return None


REPORT_EPILOG = """Exit codes: those of the saved report (0 no unexpected recompiles; 1 unexpected
recompiles; 3 a target raised; 4 jaxcheck failed inside a worker; 130 the run was
interrupted); 2 the file is missing or not a jaxcheck JSON report; 5 an output file could not
be written."""


@app.command(epilog=REPORT_EPILOG)
def report(
    path: Annotated[str, typer.Argument(
        metavar="PATH.json", help="A report saved with `jaxcheck run --format json > PATH`.",
        show_default=False)],
    output_format: Annotated[str, typer.Option(
        "--format", metavar="rich|json|github|junit",
        help="rich (terminal report), json, github (rich plus ::error annotations) or "
             "junit (JUnit XML on stdout).")] = "rich",
    junit_xml: JunitOpt = None, html: HtmlOpt = None, trace_events: TraceOpt = None,
    verbose: VerboseOpt = False,
) -> None:
    """Render a saved JSON report again, without running anything: a CI artifact, say."""
    from .commands import report as command

    def body() -> int:
        return command.report_command(path, output_format, verbose, junit_xml, html,
                                      trace_events)

    # the command checks --format itself (it also takes junit)
    raise typer.Exit(_guard(body, verbose, output_format if output_format in ("json", "github")
                            else "rich"))


def wants_worker(argv: list[str]) -> bool:
    """Whether the command line asks for isolation: ``check`` and ``baseline`` unless
    ``--no-isolate``, ``run`` with ``--isolate``, ``-j`` or ``--timeout`` (a guess, read
    before the parser: only then is ``run/worker.py`` imported and its server started)."""
    args = [a for a in argv if a != "--"]
    command = args[0] if args else ""
    flags = {a.split("=")[0] for a in args}
    isolated = (command in ("check", "baseline") and "--no-isolate" not in flags) or (
        command == "run" and bool(flags & {"--isolate", "-j", "--jobs", "--timeout"}))
    return isolated and "--help" not in flags


def _discard_worker() -> None:
    """End a pre-started worker that no run took (a usage error, Ctrl-C during start-up)."""
    worker = sys.modules.get("jaxcheck._src.run.worker")  # never imported for nothing
    if worker is not None:
        worker.discard()


def main() -> None:
    from ..config import options as _options

    _options.OWN_PROCESS = True  # the `jaxcheck` command: this process is ours to tune
    argv, after_dashes = split_program(sys.argv[1:])
    if argv[:1] == ["lint"]:  # straight to its own stdlib parser: lint stays fast
        from .commands import lint as command

        raise SystemExit(command.main(argv[1:]))
    misplaced = misplaced_program_args(argv) if after_dashes is None else None
    if misplaced is not None:
        raise SystemExit(fail(misplaced).exit_code)
    if wants_worker(argv):  # an isolated run's worker imports JAX while we start up
        from ..run.worker import prestart

        prestart()
    try:
        try:
            click_command(argv[0] if argv else None).main(args=argv, prog_name="jaxcheck",
                                                          obj=after_dashes)
        except Exception as e:  # outside every command's guard: still one line, exit 4
            raise SystemExit(_internal(e, "--verbose" in argv or "-v" in argv).exit_code
                             ) from None
    except KeyboardInterrupt:  # Ctrl-C before a command took over its signals
        _discard_worker()
        typer.echo("jaxcheck: interrupted", err=True)
        raise SystemExit(130) from None
    except SystemExit as e:
        from ..util import exits

        # a thread or an exit handler of a target's that calls os._exit cannot change it
        exits.keep_exit_code(e.code)
        _discard_worker()
        _leave_lingering_threads(e.code)
        raise


#: seconds a thread the targets left running gets to end before jaxcheck exits anyway.
THREAD_GRACE = 2.0


def _leave_lingering_threads(code: object) -> None:
    """A target that leaves a non-daemon thread running would block the interpreter's
    exit forever, after the report (a CI job that never ends): wait briefly, then name
    the threads and exit with the run's code without waiting for them."""
    import threading
    import time

    from ..util.exits import PARKED

    def lingering() -> list[threading.Thread]:
        return [t for t in threading.enumerate()
                if t is not threading.main_thread() and not t.daemon and t.is_alive()]

    deadline = time.monotonic() + THREAD_GRACE
    for thread in lingering():
        if thread.ident not in PARKED:  # a held thread never ends: no wait for it
            thread.join(max(0.0, deadline - time.monotonic()))
    left = lingering()
    if not left:
        return
    import os

    from ..util import io
    from ..util.printable import one_line

    names = ", ".join(repr(t.name) for t in left if t.ident not in PARKED)
    if names:
        typer.echo(one_line(f"jaxcheck: note: exiting without waiting for thread(s) {names} "
                            "that a target left running (non-daemon): end them in the "
                            "target, or make them daemon threads", limit=500), err=True)
    io.flush_all()
    os._exit(code if isinstance(code, int) else (0 if code is None else 1))


if __name__ == "__main__":
    main()
