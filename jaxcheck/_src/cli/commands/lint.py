"""`jaxcheck lint [PATHS...]`: recompile pitfalls in the source, found without running it.

Standard library only (argparse, not typer), so that it also runs as
``python -m jaxcheck._src.lint`` where only Python is installed: the pre-commit hook
``jaxcheck-lint`` does, from its own checkout, without installing JAX.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ...lint import RULES, Stats, lint_files, render
from ...lint import config as _config
from ...lint import files as _files
from ...lint.engine import relative
from ...util import errors


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line and exit 2, like every other usage error
        raise errors.UsageError(f"{message} (see jaxcheck lint --help)")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="jaxcheck lint",
        description="Find JAX recompile pitfalls in the source, without importing or running "
                    "it (no JAX needed). Exit codes: 0 nothing found, 1 findings (a file "
                    "that does not parse is finding JC000), 2 usage error, 5 the output or "
                    "pyproject.toml could not be written or read, 130 interrupted.",
        epilog="Rules: " + "; ".join(f"{r.code} {r.summary}" for r in RULES.values())
               + ". Configure in [tool.jaxcheck.lint]: select, ignore, per-file-ignores, "
                 "exclude, check (false: `jaxcheck check` does not lint).")
    parser.add_argument("paths", nargs="*", metavar="PATH",
                        help="files or folders (default: the project root, honouring "
                             ".gitignore and [tool.jaxcheck.lint] exclude)")
    parser.add_argument("--format", dest="output_format", default="text",
                        choices=render.FORMATS, metavar="|".join(render.FORMATS),
                        help="text (default), json (a list of {path, line, col, code, "
                             "message}), github (annotations) or sarif (SARIF 2.1.0)")
    parser.add_argument("--select", metavar="CODES",
                        help="only these rules, e.g. JC101,JC102 or JC1 (replaces the "
                             "config's select)")
    parser.add_argument("--ignore", metavar="CODES",
                        help="not these rules (added to the config's ignore)")
    parser.add_argument("--explain", metavar="CODE", help="explain one rule and exit")
    parser.add_argument("--exit-zero", action="store_true",
                        help="exit 0 even when something is found")
    parser.add_argument("--fix", action="store_true",
                        help="apply the fixes that cannot change what the program computes "
                             "(a list in a static position made a tuple, a jit hoisted above "
                             "its loop, one scalar type at every call); the remaining "
                             "findings are printed")
    parser.add_argument("--diff", action="store_true",
                        help="print the fixes as a unified diff instead of writing them "
                             "(exit 1 if there is one)")
    parser.add_argument("--unsafe-fixes", action="store_true",
                        help="with --fix or --diff, also the fixes that could change "
                             "behaviour (e.g. a list made a tuple where the name is used "
                             "elsewhere)")
    return parser


def explain(code: str) -> str:
    rule = RULES.get(code.strip().upper())
    if rule is None:
        raise errors.UsageError(f"unknown rule code {code!r} (known: {', '.join(RULES)})")
    return f"{rule.code} ({rule.name}): {rule.summary}\n\n{rule.explanation}\n"


def lint(paths: list[str], config: _config.LintConfig, output_format: str = "text",
         out=None, mode: str | None = None, unsafe: bool = False) -> int:
    """Lint ``paths`` (none: the project root) and print the findings; the exit code."""
    out = out or sys.stdout
    root = config.root

    def excluded(path: Path) -> bool:
        return config.excluded(relative(path, root))

    files = _files.discover(paths or [str(root)], excluded)
    stats = Stats()
    if mode is not None:
        return _fix(files, config, mode, unsafe, output_format, out)
    findings = lint_files(files, config, stats)
    _write(out, render.render(findings, output_format, stats.files))
    return errors.RECOMPILES if findings else errors.OK


def _fix(files: list[Path], config: _config.LintConfig, mode: str, unsafe: bool,
         output_format: str, out) -> int:
    """``--fix`` (write the fixed files, print what remains) or ``--diff`` (print the
    fixes as a diff, write nothing).

    A file is rewritten only through :mod:`~jaxcheck._src.lint.fixfile` (its encoding,
    line endings, mode and link kept; never a read-only file, a file changed meanwhile or
    a link out of the project). A file not written keeps its findings; after the report,
    one line says why for each, and exit 5 if one could not be written."""
    from ...lint import fix as fixes
    from ...lint import fixfile
    from ...lint.engine import shown_path

    patches: list[str] = []
    not_fixed: list[fixfile.NotFixed] = []
    applied = hidden = 0
    for path in files:
        shown = shown_path(path)
        rel = relative(path, config.root)
        try:
            source = fixfile.read(Path(shown), config.root if mode == "fix" else None)
        except OSError:  # reported as JC000, as without --fix (linted below)
            continue
        except fixfile.NotFixed as e:  # a link out of the project: linted, not written
            not_fixed.append(e)
            source = None
        if source is None:  # not text Python reads, or not ours to rewrite: as it is
            continue
        text = source.text
        new, count = fixes.fixed_text(text, shown, config, rel, unsafe, source.newline)
        if not unsafe:  # what --unsafe-fixes would add, to say so (as ruff does)
            hidden += fixes.fixed_text(text, shown, config, rel, True,
                                       source.newline)[1] - count
        if count and mode == "diff":
            patches.append(fixes.diff(shown, text, new))
        elif count:
            try:
                fixfile.write(Path(shown), source, new)
            except fixfile.NotFixed as e:
                not_fixed.append(e)
                new, count = text, 0
        applied += count
    # what is left, read as the report reads it: the whole project, across modules
    remaining = lint_files(files, config) if mode == "fix" else []
    if mode == "diff":
        _write(out, "".join(patches))
        sys.stderr.write((f"{applied} fix{'es' if applied != 1 else ''} would be applied "
                          "(jaxcheck lint --fix applies them)" if applied else
                          "No fixes available") + _hidden(hidden, applied) + ".\n")
        return errors.RECOMPILES if applied else errors.OK
    _write(out, render.render(remaining, output_format, len(files)))
    if output_format == "text":
        sys.stderr.write(f"Fixed {applied} finding{'s' if applied != 1 else ''}; "
                         f"{len(remaining)} remaining{_hidden(hidden, applied)}.\n")
    _tell(not_fixed)
    if any(e.failed for e in not_fixed):
        return errors.IO
    return errors.RECOMPILES if remaining else errors.OK


def _hidden(count: int, applied: int) -> str:
    """The fixes left out because they could change behaviour, as a clause (or nothing)."""
    more = " more" if applied else ""
    return (f" ({count}{more} fix{'es' if count != 1 else ''} with --unsafe-fixes, which "
            "could change what the program computes)") if count else ""


#: files not fixed named one line each, up to this many; the rest counted
_NOT_FIXED_SHOWN = 20


def _tell(not_fixed: list) -> None:
    """One line for each file whose fixes were not written (bounded), after the report."""
    for e in not_fixed[:_NOT_FIXED_SHOWN]:
        line = errors.error_line(str(e)) if e.failed else "jaxcheck: " + str(e)
        sys.stderr.write(line + "\n")
    if len(not_fixed) > _NOT_FIXED_SHOWN:
        sys.stderr.write(f"jaxcheck: and {len(not_fixed) - _NOT_FIXED_SHOWN} more files "
                         "not fixed\n")


class OutputError(Exception):
    """The output could not be written (a full disk, a closed pipe): exit 5, one line."""


def _write(out, text: str) -> None:
    """Write and flush ``text``; every OS error becomes :class:`OutputError`."""
    if out is None:  # started with stdout closed
        raise OutputError("standard output is closed")
    try:
        out.write(text)
        out.flush()
    except (OSError, ValueError) as e:  # ValueError: a stream already closed
        raise OutputError(getattr(e, "strerror", None) or str(e)) from None


def _drop_stdout() -> None:
    """Point fd 1 at the null device, so that Python's own flush at exit (of what is still
    buffered) cannot fail a second time and print a traceback or change the exit code."""
    import os
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    except OSError:
        pass


def run(argv: list[str]) -> int:
    """The command: parse ``argv``, lint, print; raises UsageError for bad input."""
    args = _parser().parse_args(argv)
    if args.explain is not None:
        _write(sys.stdout, explain(args.explain))
        return errors.OK
    config = _config.load()
    if args.select is not None:
        config.select = _config.codes(args.select, "--select")
    if args.ignore is not None:
        config.ignore += _config.codes(args.ignore, "--ignore")
    if args.unsafe_fixes and not (args.fix or args.diff):
        raise errors.UsageError("--unsafe-fixes goes with --fix or --diff")
    mode = "diff" if args.diff else "fix" if args.fix else None
    code = lint(args.paths, config, args.output_format, mode=mode, unsafe=args.unsafe_fixes)
    return errors.OK if args.exit_zero else code


def main(argv: list[str] | None = None) -> int:
    """``run`` with every failure turned into one line on stderr and its exit code."""
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except errors.UsageError as e:
        sys.stderr.write(errors.error_line(str(e)) + "\n")
        return errors.USAGE
    except errors.IOFailure as e:  # a pyproject.toml that cannot be read, as `run` says
        sys.stderr.write(errors.error_line(str(e)) + "\n")
        return errors.IO
    except (OutputError, BrokenPipeError) as e:  # --exit-zero or not: no report was given
        _drop_stdout()
        reason = str(e) if isinstance(e, OutputError) else "the pipe is closed"
        what = reason if reason.startswith("cannot write ") else (
            f"cannot write the lint output: {reason}")
        try:
            sys.stderr.write(errors.error_line(what) + "\n")
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            pass
        return errors.IO
    except KeyboardInterrupt:
        sys.stderr.write("jaxcheck: interrupted\n")
        return 130
