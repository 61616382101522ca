"""`jaxcheck baseline`: record the current compiles and matrices in jaxcheck.lock."""

from __future__ import annotations

import sys

from .. import _lock, _runner, _select
from .._printable import printable
from . import _output
from ._project import project_config, run_project, settle


def baseline(options: _runner.RunOptions, output_format: str, verbose: bool = False,
             given: dict | None = None,
             select: tuple[list[str], str | None] = ([], None)) -> int:
    full = project_config()
    config = _select.select(full, *select)
    settle(options, config, given)
    path = config.root / _lock.LOCK_NAME
    _lock.check_path(path)  # a lock that cannot be written fails before any run
    # a subset re-baselined: the lock's other entries stay as they were
    old = _lock.read(path) if config.entries != full.entries else None
    chosen = {e.target for e in config.entries}
    kept = {k: v for k, v in (old or {"entrypoints": {}})["entrypoints"].items()
            if k not in chosen}
    session = _output.Session(output_format, verbose)
    session.root = str(config.root)
    report = session.produce(lambda: run_project(config, options), options)
    if report.interrupted:
        session.render(report)
        print(f"jaxcheck: {path.name} not written", file=sys.stderr)
        return session.exit_code(report)
    if report.errors:
        session.render(report)
        print(f"jaxcheck: {path.name} not written: {report.errors} target(s) raised",
              file=sys.stderr)
        return 3
    data = _lock.write(path, report, keep=kept)
    if output_format == "json":
        session.render(report)
    n = len(data["entrypoints"]) - len(kept)
    also = f", {len(kept)} kept as they were" if kept else ""
    print(f"jaxcheck: wrote {printable(str(path))} ({n} entrypoint{'s' if n != 1 else ''}"
          f"{also})", file=sys.stderr)
    return 0
