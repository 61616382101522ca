"""The options of a run, declared once, and the one way their values become :class:`RunOptions`.

Two surfaces take these options: the command line (``jaxcheck run --max-compiles 2``,
parsed by typer in ``cli/app.py``) and the notebook's magics (``%%jaxcheck
--max-compiles 2``, parsed by argparse in ``embed/notebook.py``). Each builds its
parser from the :class:`Flag` declarations here, so an option's spelling, placeholder,
help and value type are written once::

    MAX_COMPILES.names    # ("--max-compiles",)
    MAX_COMPILES.dest     # "max_compiles": the parameter, and run_options' keyword

and both hand the values they parsed to :func:`run_options`, which turns them into a
checked :class:`RunOptions`: the words of ``--dim`` and ``--expect`` parsed, the numbers
checked, and the declaration they form (``--args``, ``--dim``, ``--expect``,
``--max-compiles``) checked as a target's own declaration is. Every problem is one
:class:`UsageError` in the same words wherever the option was typed. What stays each
parser's own is the word-level error for a value of the wrong type (``invalid int
value``): typer and argparse say it in their own terms.

Nothing here imports typer, argparse or JAX: the command line imports this module
before it knows whether anything will run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..util.errors import UsageError

if TYPE_CHECKING:
    from .declaration import Declaration
    from .options import RunOptions


@dataclass(frozen=True)
class Flag:
    """One option as a user types it.

    ``names`` are its spellings, the long one first (``("--jobs", "-j")``); a switch
    with a negative spelling is written as typer writes it
    (``"--variations/--no-variations"``). ``kind`` is the type of its value (``bool``
    for a switch, which takes none); ``repeat``: it may be given more than once, each
    value kept (``--expect a=hit --expect b=any``).
    """

    names: tuple[str, ...]
    metavar: str | None
    help: str
    kind: type = str
    repeat: bool = False

    @property
    def dest(self) -> str:
        """The name its value goes by: ``--max-compiles`` → ``max_compiles``."""
        return self.names[0].split("/")[0].lstrip("-").replace("-", "_")


ARGS = Flag(("--args",), "SPEC",
            "Arguments for function targets, e.g. \"f32[8,128], float, act='relu'\".")
EXAMPLE = Flag(("--example",), "MODULE:FUNCTION",
               "An example factory for function targets: a function of yours that returns "
               "their arguments as a tuple (or jaxcheck.Args), e.g. "
               "tests.factories:make_example; instead of --args.")
VARY = Flag(("--vary",), "PATTERN",
            "Vary only these argument paths of an example, e.g. 'batch.*' or step "
            "(repeatable).", repeat=True)
GROUP = Flag(("--group",), "PATTERN",
             "Vary these subtrees of an example as one, e.g. params (repeatable).",
             repeat=True)
DIM = Flag(("--dim",), "NAME=N,...",
           "Values of a named dimension in --args, or of a keyword parameter of the "
           "example factory, e.g. B=1,8,32: one base call each (repeatable).", repeat=True)
EXPECT = Flag(("--expect",), "AXIS[:PATH]=POLICY",
              "Expectation per variation axis: AXIS=hit|recompile|any|error, or "
              "AXIS:PATH=... for one argument (repeatable).", repeat=True)
MAX_COMPILES = Flag(("--max-compiles",), "N",
                    "Fail when a function compiles more than N times in the base calls (or "
                    "a workload, or a process of a program); per function.", kind=int)
ALLOW_NO_COMPILE = Flag(("--allow-no-compile",), None,
                        "Let a function target that compiles nothing (not jitted, calling "
                        "nothing jitted) pass; without it that is a failure (exit 1).",
                        kind=bool)
VARIATIONS = Flag(("--variations/--no-variations",), None,
                  "Vary the arguments of function targets.", kind=bool)
SEED = Flag(("--seed",), "N", "Seed for random argument data.", kind=int)
JOBS = Flag(("--jobs", "-j"), "N",
            "Run targets in N parallel worker processes (implies --isolate).", kind=int)
TIMEOUT = Flag(("--timeout",), "SECONDS",
               "Seconds per target; a hung target is reported as an error (exit 3).",
               kind=float)
MODE = Flag(("--mode",), "trace|execute",
            "trace: trace only, no XLA compile or run (fast; sharding causes out of reach; "
            "falls back to execute when a target needs concrete values or runs lax loops "
            "or conditionals outside jit); execute: compile and run (every cause). "
            "Default: a target's declared mode, else [tool.jaxcheck] mode, else trace for "
            "function targets and execute for workloads.")
ALL = Flag(("--all",), None,
           "Run every selected entrypoint, also those unchanged since they last passed "
           "(which `check` otherwise skips: their files, declaration, lock entry, versions "
           "and JAX_*/XLA_FLAGS environment are as they were).", kind=bool)
ISOLATE = Flag(("--isolate/--no-isolate",), None, "Each target in a fresh worker process.",
               kind=bool)
PROBE = Flag(("--probe",), None,
             "Once a workload or program ends, vary the arguments of each of your jitted "
             "functions from its first call (in trace mode), as for an example target: "
             "one matrix per function, reported apart from the program's own compiles.",
             kind=bool)

# the files a run writes beside its report (their paths are checked by the surface)
JUNIT_XML = Flag(("--junit-xml",), "PATH",
                 "Also write a JUnit XML file: one testcase per entrypoint.")
HTML = Flag(("--html",), "PATH",
            "Also write a self-contained HTML report: compile timeline, call sites by cost, "
            "variation matrix, sizes seen and padding buckets.")
TRACE_EVENTS = Flag(("--trace-events",), "PATH",
                    "Also write Chrome trace-event JSON of every trace, lower and "
                    "XLA-compile phase (Perfetto, chrome://tracing).")


def run_options(*, args: str | None = None, dim: Sequence[str] | None = None,
                expect: Sequence[str] | None = None, max_compiles: int | None = None,
                seed: int = 0, variations: bool = True, jobs: int = 1,
                timeout: float | None = None, isolate: bool = False, mode: str | None = None,
                allow_no_compile: bool = False, example: str | None = None,
                vary: Sequence[str] | None = None, group: Sequence[str] | None = None,
                probe: bool = False) -> RunOptions:
    """The :class:`RunOptions` the options' values make, checked before anything runs.

    The keywords are the options' :attr:`Flag.dest`; each defaults to the option not
    given. ``-j``/``--jobs`` above 1 and ``--timeout`` imply ``--isolate``.
    """
    from .options import RunOptions

    # RunOptions checks jobs, seed, timeout and mode
    options = RunOptions(args=args, dims=parse_dims(dim or []),
                         expect=parse_expect(expect or []), max_compiles=max_compiles,
                         seed=seed, variations=variations,
                         isolate=isolate or jobs > 1 or timeout is not None, jobs=jobs,
                         timeout=timeout, mode=mode, allow_no_compile=allow_no_compile,
                         example=example, vary=patterns(vary), group=patterns(group),
                         probe=probe)
    cli_declaration(options)  # dims, expect, max_compiles: checked before anything runs
    return options


def parse_dims(values: Sequence[str]) -> dict[str, list[int]]:
    """``--dim B=1,8,32`` (repeatable) as ``{"B": [1, 8, 32]}``."""
    dims: dict[str, list[int]] = {}
    for item in values:
        name, sep, rest = item.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise UsageError(f"bad --dim {item!r}: expected NAME=N[,N...], e.g. --dim B=1,8,32")
        try:
            dims[name] = [int(v) for v in rest.split(",") if v.strip()]
        except ValueError:
            raise UsageError(f"bad --dim {item!r}: sizes must be integers") from None
    # the sizes themselves are checked where pyproject's dims are: declaration.declaration
    return dims


def parse_expect(values: Sequence[str]) -> dict[str, Any]:
    """``--expect shape=any --expect dtype:x=hit`` as ``{"shape": "any", "dtype": {"x":
    "hit"}}``; the axes and policies are checked with the declaration."""
    expect: dict[str, Any] = {}
    for item in values:
        key, sep, policy = item.partition("=")
        axis, _, path = key.strip().partition(":")
        if not sep or not axis:
            raise UsageError(f"bad --expect {item!r}: expected AXIS=POLICY or "
                             "AXIS:PATH=POLICY, e.g. --expect weak_type=hit")
        if path:
            current = expect.get(axis)
            current = dict(current) if isinstance(current, dict) else (
                {"*": current} if current else {})
            current[path] = policy.strip()
            expect[axis] = current
        else:
            expect[axis] = policy.strip()
    return expect


def patterns(given: Sequence[str] | None) -> tuple[str, ...]:
    """``--vary a --vary b`` and ``--vary a,b`` alike."""
    return tuple(p.strip() for text in given or () for p in text.split(",") if p.strip())


def cli_declaration(options: RunOptions) -> Declaration | None:
    """The declaration the options make (``--args``, ``--dim``, ``--expect``,
    ``--max-compiles`` and the rest), checked as a declared one is; None when they make
    none. It overrides a target's own declaration field by field (``run.resolve``)."""
    from .declaration import DeclarationError, declaration

    if (options.args is None and not options.expect and options.max_compiles is None
            and not options.dims and not options.allow_no_compile and options.example is None
            and not options.vary and not options.group):
        return None
    try:
        return declaration(options.args, options.dims, options.expect, options.max_compiles,
                           where="command line", allow_no_compile=options.allow_no_compile,
                           example=options.example, vary=list(options.vary),
                           group=list(options.group))
    except DeclarationError as e:
        raise UsageError(str(e)) from None
