"""`jaxcheck baseline`: record the current compiles and matrices in jaxcheck.lock."""

from __future__ import annotations

import sys

from ...config.options import RunOptions
from ...target import select as _select
from ...util import errors
from ...util.printable import printable
from ...verdict import lock, verdict
from .. import session as _output
from ..project import project_config, run_project, settle


def baseline(options: RunOptions, output_format: str, verbose: bool = False,
             given: dict | None = None,
             select: tuple[list[str], str | None] = ([], None)) -> int:
    full = project_config()
    config = _select.select(full, *select)
    options = settle(options, config, given)
    path = config.root / lock.LOCK_NAME
    lock.check_path(path)  # a lock that cannot be written fails before any run
    _old_lock(path)  # one of a newer jaxcheck stops the run before it starts
    # a subset re-baselined: the lock's other entries stay as they are when it is written
    chosen = {e.target for e in config.entries}
    subset = config.entries != full.entries
    session = _output.Session(output_format, verbose)
    session.root = str(config.root)
    report = session.produce(lambda hooks: run_project(config, options, hooks))
    refused = verdict.baseline_refusal(report)
    if refused is not None:
        session.render(report)
        print(f"jaxcheck: {path.name} {refused}", file=sys.stderr)
        return session.exit_code(report)
    from ...util.stop import stop_on_signals

    # Ctrl-C or SIGTERM while the lock is updated: KeyboardInterrupt (exit 130), which
    # leaves the old lock, removes the temporary file and lets go of the sidecar lock;
    # SIGTERM's default would end the process with both left in the project
    with stop_on_signals():
        data, old = lock.update(path, report, keep=(lambda t: t not in chosen) if subset
                                 else None)
    kept = len(data["entrypoints"]) - len({lock.key(ep) for ep in report.entrypoints
                                           if ep.error is None})
    if old is not None:
        gone = lock.stale(old, list(data["entrypoints"]), config.root)
        if gone:
            print(f"jaxcheck: dropped stale entries from {path.name}: {'; '.join(gone)}",
                  file=sys.stderr)
    if output_format == "json":
        session.render(report)
    n = len(data["entrypoints"]) - kept
    also = f", {kept} kept as they were" if kept else ""
    print(f"jaxcheck: wrote {printable(str(path))} ({n} entrypoint{'s' if n != 1 else ''}"
          f"{also})", file=sys.stderr)
    _say_raised(report, path.name)
    accepted = accepted_text(report)
    if accepted:
        print(f"jaxcheck: {accepted} into {path.name}: `jaxcheck check` lets these pass "
              "from now on (fix them, then run `jaxcheck baseline` again to tighten the "
              "lock)", file=sys.stderr)
    return errors.OK


#: variations that raised named one by one by `baseline`; past these, a count
RAISED_SHOWN = 5


def _say_raised(report, lock_name: str) -> None:
    """Each variation that raised, undeclared, with how to accept it: the lock records
    its cell but never accepts an error, so `check` keeps failing on it."""
    found = verdict.raised(report)
    if not found:
        return
    from ...report.failures import expect_error_text
    from ...report.view import plural

    print(f"jaxcheck: {plural(len(found), 'variation')} raised; {lock_name} does not accept "
          "an error, so `check` fails on each until it is fixed or declared:", file=sys.stderr)
    for ep, v in found[:RAISED_SHOWN]:
        print(f"  {printable(ep.target)}: {v.axis} {printable(v.path)} raised "
              f"{printable(v.detail or 'an exception')}; to accept it, declare "
              f"{printable(expect_error_text(v.axis, v.path))}", file=sys.stderr)
    if len(found) > RAISED_SHOWN:
        print(f"  and {len(found) - RAISED_SHOWN} more (`jaxcheck check` lists them)",
              file=sys.stderr)


def accepted_text(report) -> str:
    """``accepted 5 unexpected recompiles and 1 contradicted variation``: what the lock
    now lets pass that the declarations alone would fail; "" when nothing."""
    from ...report.view import plural

    recompiles = sum(ep.unexpected_recompiles for ep in report.entrypoints)
    variations = sum(1 for ep in report.entrypoints for v in ep.variations
                     if not v.expected and v.result != "error")  # errors: said apart
    parts = ([plural(recompiles, "unexpected recompile")] if recompiles else []) + (
        [plural(variations, "contradicted variation")] if variations else [])
    return "accepted " + " and ".join(parts) if parts else ""


def _old_lock(path) -> dict | None:
    """The lock being replaced, to say what it loses; a corrupt one is simply replaced,
    but one of a newer jaxcheck stops the run (:func:`lock.parse`: upgrade instead)."""
    from ...util.errors import IOFailure, UsageError

    try:
        return lock.read(path)
    except lock.NewerLock:
        raise
    except (UsageError, IOFailure):
        return None
