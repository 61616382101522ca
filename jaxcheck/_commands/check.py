"""`jaxcheck check`: the CI gate over [tool.jaxcheck], ratcheted by jaxcheck.lock."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

from .. import _config, _lock, _runner, _verdict
from .._errors import UsageError
from .._model import Report
from . import _output


def settle(options: _runner.RunOptions, config: _config.Config,
           given: dict | None = None) -> None:
    """[tool.jaxcheck] jobs/timeout/seed apply where the command line gave none."""
    for key in ("seed", "jobs", "timeout"):
        if (given or {}).get(key) is None and key in config.settings:
            setattr(options, key, config.settings[key])


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


def run_targets(names: list[str], options: _runner.RunOptions, config) -> Report:
    """In this process, or each target in its own worker process (``options.isolate``)."""
    if options.isolate and not hasattr(os, "fork"):
        print("jaxcheck: isolation needs os.fork, not available here: running the targets "
              "in this process", file=sys.stderr)
    elif options.isolate:
        from .. import _isolate

        return _isolate.run(names, options, options.jobs, options.timeout)
    return _runner.run(names, options, config)


def run_project(config: _config.Config, options: _runner.RunOptions) -> Report:
    with in_project(config.root):
        report = run_targets([e.target for e in config.entries], options, config)
    report.root = str(config.root)
    return report


def check(options: _runner.RunOptions, output_format: str, verbose: bool = False,
          junit_xml: str | None = None, given: dict | None = None, html: str | None = None,
          trace_events: str | None = None) -> int:
    junit = _output.output_path(junit_xml)
    html = _output.output_path(html, "--html")
    trace_events = _output.output_path(trace_events, "--trace-events")
    config = project_config()
    settle(options, config, given)
    lock = _lock.read(config.root / _lock.LOCK_NAME)  # a bad lock fails before any run

    def judge(ep) -> None:  # each target against the lock, as soon as it finishes
        if lock is not None:
            _verdict.judge_report(Report("", "", "", ep.mode, [ep]), lock)

    session = _output.Session(output_format, verbose, judge)
    session.root = str(config.root)
    report = session.produce(lambda: run_project(config, options), options)
    session.render(report, junit, html, trace_events)
    return session.exit_code(report)
