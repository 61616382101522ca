"""What `run`, `check` and `baseline` share: the project's configuration, and running its
targets from its root, in this process or in worker processes."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from ..config import table as _config
from ..config.options import Hooks, RunOptions
from ..model.report import Report
from ..run import runner
from ..util.errors import UsageError


def settle(options: RunOptions, config: _config.Config,
           given: dict | None = None) -> RunOptions:
    """The options with [tool.jaxcheck] jobs/timeout/seed where the command line gave none
    (and, with ``--probe``, ``[tool.jaxcheck.probe]``)."""
    changes = {key: config.settings[key] for key in ("seed", "jobs", "timeout")
               if (given or {}).get(key) is None and key in config.settings}
    return _config.with_probe(options.replace(**changes) if changes else options, config)


def project_config() -> _config.Config:
    found = _config.find_pyproject()
    if found is None:
        raise UsageError(f"no pyproject.toml in {os.getcwd()} or its parents; create one "
                         f"with {_config.EXAMPLE}")
    config = _config.load(found, require=True)
    assert config is not None
    if not config.entries:
        raise UsageError(f"{found}: [tool.jaxcheck] lists no entrypoints; add at least one "
                         f"{_config.EXAMPLE}")
    return config


@contextlib.contextmanager
def in_project(root: Path) -> Iterator[None]:
    """Run with the project root as cwd and importable, as pytest would."""
    before_cwd, before_path = os.getcwd(), list(sys.path)
    os.chdir(root)
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    try:
        yield
    finally:
        os.chdir(before_cwd)
        sys.path[:] = before_path


def run_targets(names: list[str], options: RunOptions, config,
                hooks: Hooks | None = None) -> Report:
    """In this process, or each target in its own worker process (``options.isolate``)."""
    if options.isolate and not hasattr(os, "fork"):
        print("jaxcheck: isolation needs os.fork, not available here: running the targets "
              "in this process", file=sys.stderr)
    elif options.isolate:
        from ..run import isolate

        return isolate.run_isolated(names, options, hooks)
    return runner.run_targets(names, options, config, hooks)


def run_project(config: _config.Config, options: RunOptions,
                hooks: Hooks | None = None) -> Report:
    with in_project(config.root):
        report = run_targets([e.target for e in config.entries], options, config, hooks)
    report.root = str(config.root)
    return report
