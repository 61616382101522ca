"""Each renderer on one hand-built report, compared with the golden text in tests/golden/.

The report is plain data (no JAX), judged by ``_verdict`` as a run would judge it, with
every part a renderer shows: an unexpected recompile of each common cause, an expected
one (dims, with a hint that must not show), variations of each result, a variation
call that recompiled twice with no call site known, functions listed cheapest first, a
budget, a persistent-cache hit, an error target. Rich renders at a fixed width, without colour.

A change to a renderer that changes its output makes these fail with a diff. When the
new output is what you meant, write the golden files again and review them in git::

    JAXCHECK_REGENERATE_GOLDEN=1 pytest tests/unit/report/test_golden.py
"""

from __future__ import annotations

import io
import json
import os

import pytest
from builders import golden_report
from helpers import REPO
from rich.console import Console

from jaxcheck._src.model.report import (
    Report,
)
from jaxcheck._src.report import (
    failures,
    github,
    htmlreport,
    junitxml,
    terminal,
    text,
    traceevents,
)
from jaxcheck._src.report import jsonreport as json_report

GOLDEN = REPO / "tests" / "golden"
REGENERATE = bool(os.environ.get("JAXCHECK_REGENERATE_GOLDEN"))


def _rich(report: Report, verbose: bool = True) -> str:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=False,
                      legacy_windows=False)
    terminal.render(report, console, verbose=verbose)
    return out.getvalue()


def _github(report: Report) -> str:
    return "\n".join(github.annotations(report)) + "\n\n" + github.summary(report)


RENDERERS = {
    "report.txt": lambda r: "\n".join(failures.entrypoint_text(ep, verbose=True)
                                      for ep in r.entrypoints) + "\n" + text.summary_text(r),
    "report.rich.txt": _rich,  # --verbose
    "report.rich.quiet.txt": lambda r: _rich(r, verbose=False),
    "report.json": lambda r: json_report.render(r) + "\n",
    "report.junit.xml": junitxml.render,
    "report.github.txt": _github,
    "report.html": htmlreport.render,
    "report.trace.json": lambda r: json.dumps(traceevents.trace_events(r), indent=1) + "\n",
}


@pytest.fixture(autouse=True)
def _fixed_places(monkeypatch, tmp_path):
    """Paths are shown relative to the cwd and to $GITHUB_WORKSPACE: fix both."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)


@pytest.mark.parametrize("name", sorted(RENDERERS))
def test_renderer_output_matches_golden(name):
    got = RENDERERS[name](golden_report())
    path = GOLDEN / name
    if REGENERATE:
        path.write_text(got, encoding="utf-8")
    assert path.exists(), (f"no golden file {path}: write it with "
                           "JAXCHECK_REGENERATE_GOLDEN=1 pytest tests/unit/report/test_golden.py")
    want = path.read_text(encoding="utf-8")
    assert got == want, (f"{name} changed; if the change is meant, regenerate with "
                         "JAXCHECK_REGENERATE_GOLDEN=1 pytest tests/unit/report/test_golden.py and "
                         "review the diff")


def test_json_golden_reads_back_into_the_same_report():
    doc = json.loads((GOLDEN / "report.json").read_text(encoding="utf-8"))
    back = json_report.report_from(doc)
    assert json.loads(json_report.render(back)) == doc
