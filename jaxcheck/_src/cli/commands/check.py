"""`jaxcheck check`: the CI gate over [tool.jaxcheck], ratcheted by jaxcheck.lock."""

from __future__ import annotations

import sys

from ...config.options import RunOptions
from ...report import outputs
from ...target import select as _select
from ...util import errors
from ...verdict import incremental, verdict
from ...verdict import lock as _lock
from .. import session as _output
from ..project import project_config, run_project, settle


def check(options: RunOptions, output_format: str, verbose: bool = False,
          junit_xml: str | None = None, given: dict | None = None, html: str | None = None,
          trace_events: str | None = None,
          select: tuple[list[str], str | None] = ([], None), run_all: bool = False) -> int:
    declared = project_config()
    config = _select.select(declared, *select)
    files = outputs.checked(
        {"--junit-xml": junit_xml, "--html": html, "--trace-events": trace_events},
        _output.inputs_of(e.target for e in config.entries))
    linted = _lint_first(config)
    options = settle(options, config, given)
    lock = _lock.read(config.root / _lock.LOCK_NAME)  # a bad lock fails before any run
    if lock is not None:
        lock = _lock.judgeable(lock)
        old = _lock.outdated(lock)
        if old is not None:
            print(f"jaxcheck: note: {old}", file=sys.stderr)
        # stale: what the project no longer declares; a declared target left out of
        # this selection is not
        gone = _lock.stale(lock, [e.target for e in declared.entries], config.root)
        if gone:
            print(f"jaxcheck: note: {_lock.LOCK_NAME} has stale entries ({'; '.join(gone)}): "
                  "`jaxcheck baseline` drops them", file=sys.stderr)

    # unchanged targets that passed are skipped, unless a full report is asked for
    full = run_all or output_format != "rich" or any(files.values())
    planned = incremental.plan(config, options, lock, skip=not full)
    for target in planned.skipped:
        print(f"jaxcheck: {target}: skipped, unchanged since it passed (--all runs it)",
              file=sys.stderr)
    if not planned.config.entries:
        return verdict.with_lint(errors.OK, linted)
    # the lock goes to the session as data: each target judged against it as it finishes
    session = _output.Session(output_format, verbose, lock=lock)
    session.root = str(config.root)
    report = session.produce(lambda hooks: run_project(planned.config, options, hooks))
    planned.record(report)
    session.render(report, files)
    code = session.exit_code(report)
    foreign = None if lock is None else _lock.foreign(lock, report)
    if foreign is not None:  # never silent, never a verdict by itself
        print(f"jaxcheck: note: {foreign}", file=sys.stderr)
    if lock is None and code in (errors.OK, errors.RECOMPILES):  # said with the verdict
        print(f"jaxcheck: note: no {_lock.LOCK_NAME} in {config.root}: judged by the "
              "declarations alone; run `jaxcheck baseline` to record today's compiles, so "
              "that `check` fails on anything worse", file=sys.stderr)
    return verdict.with_lint(code, linted)


def _lint_first(config) -> int:
    """``[tool.jaxcheck] lint = true`` (or a ``[tool.jaxcheck.lint]`` table): `jaxcheck lint`
    over the project before anything runs, its findings on stderr (stdout keeps the report).
    Findings make the check fail (1) but do not stop it: the run still reports."""
    value = config.settings.get("lint")
    if not value:
        return errors.OK
    from ...lint.config import from_table
    from . import lint

    settings = from_table(value, config.root, config.path)
    if not settings.check:
        return errors.OK
    return lint.lint([], settings, "text", out=sys.stderr)
