"""`jaxcheck check`: the CI gate over [tool.jaxcheck], ratcheted by jaxcheck.lock."""

from __future__ import annotations

from .. import _lock, _runner, _select, _verdict
from .._model import Report
from . import _output
from ._project import project_config, run_project, settle


def check(options: _runner.RunOptions, output_format: str, verbose: bool = False,
          junit_xml: str | None = None, given: dict | None = None, html: str | None = None,
          trace_events: str | None = None,
          select: tuple[list[str], str | None] = ([], None)) -> int:
    junit = _output.output_path(junit_xml)
    html = _output.output_path(html, "--html")
    trace_events = _output.output_path(trace_events, "--trace-events")
    config = _select.select(project_config(), *select)
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
