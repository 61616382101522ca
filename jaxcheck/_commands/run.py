"""`jaxcheck run`: run targets (or the pyproject's entrypoints) and report."""

from __future__ import annotations

from .. import _config, _runner
from .._target import UsageError
from . import _output


def run(targets: list[str], options: _runner.RunOptions, output_format: str,
        verbose: bool = False, junit_xml: str | None = None) -> int:
    def make_report():
        found = _config.find_pyproject()
        config = _config.load(found, require=False) if found else None
        names = list(targets)
        if not names:
            if config is None or not config.entries:
                raise UsageError(
                    "no targets given and no [[tool.jaxcheck.entrypoints]] in pyproject.toml: "
                    "run `jaxcheck run module:function`, or declare entrypoints, e.g.\n"
                    + _config.EXAMPLE)
            names = [e.target for e in config.entries]
        return _runner.run(names, options, config)

    report = _output.produce(make_report, output_format)
    _output.render(report, output_format, verbose, junit_xml)
    return report.exit_code
