"""`jaxcheck check`: the CI gate over [tool.jaxcheck], ratcheted by jaxcheck.lock."""

from __future__ import annotations

import sys

from .. import _lock, _runner, _verdict
from .._model import Report
from . import _output
from ._project import project_config, run_project, settle


def check(options: _runner.RunOptions, output_format: str, verbose: bool = False,
          junit_xml: str | None = None, given: dict | None = None, html: str | None = None,
          trace_events: str | None = None) -> int:
    config = project_config()
    junit, html, trace_events = _output.outputs(
        {"--junit-xml": junit_xml, "--html": html, "--trace-events": trace_events},
        _output.inputs_of(e.target for e in config.entries)).values()
    settle(options, config, given)
    lock = _lock.read(config.root / _lock.LOCK_NAME)  # a bad lock fails before any run
    if lock is not None:
        gone = _lock.stale(lock, [e.target for e in config.entries], config.root)
        if gone:
            print(f"jaxcheck: note: {_lock.LOCK_NAME} has stale entries ({'; '.join(gone)}): "
                  "`jaxcheck baseline` drops them", file=sys.stderr)

    def judge(ep) -> None:  # each target against the lock, as soon as it finishes
        if lock is not None:
            _verdict.judge_report(Report("", "", "", ep.mode, [ep]), lock)

    session = _output.Session(output_format, verbose, judge)
    session.root = str(config.root)
    report = session.produce(lambda: run_project(config, options), options)
    session.render(report, junit, html, trace_events)
    return session.exit_code(report)
