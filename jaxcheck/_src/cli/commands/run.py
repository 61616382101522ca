"""`jaxcheck run`: run targets (or the pyproject's entrypoints) and report."""

from __future__ import annotations

from ...config import table as _config
from ...config.options import RunOptions
from ...report import outputs
from ...target import select
from ...util.errors import UsageError
from ...util.printable import listing
from .. import session as _output
from ..project import run_project, run_targets


def run_command(targets: list[str], options: RunOptions, output_format: str,
                verbose: bool = False, junit_xml: str | None = None, html: str | None = None,
                trace_events: str | None = None, keyword: str | None = None) -> int:
    if keyword is not None and targets:  # -k as in `check`: on the targets given
        match = select.keyword(keyword)
        chosen = [t for t in targets if match(t)]
        if not chosen:
            raise UsageError(f"-k {keyword!r} selects none of the targets: "
                             f"{listing(targets)}")
        targets = chosen
    files = outputs.checked(
        {"--junit-xml": junit_xml, "--html": html, "--trace-events": trace_events},
        _output.inputs_of(targets))

    def make_report(hooks):
        found = _config.find_pyproject()
        config = _config.load(found, require=False) if found else None
        settled = _config.with_probe(options, config)  # [tool.jaxcheck.probe]
        if targets:
            return run_targets(list(targets), settled, config, hooks)
        if config is None or not config.entries:
            raise UsageError(
                "no targets given and no [[tool.jaxcheck.entrypoints]] in pyproject.toml: "
                "run `jaxcheck run module:function`, or declare " + _config.EXAMPLE)
        session.root = str(config.root)
        # from the project root, as `check` does
        return run_project(select.select(config, [], keyword), settled, hooks)

    session = _output.Session(output_format, verbose)
    report = session.produce(make_report)
    session.render(report, files)
    return session.exit_code(report)
