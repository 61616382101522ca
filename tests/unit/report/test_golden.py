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
from helpers import REPO
from rich.console import Console

from jaxcheck._src.model.report import (
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Report,
    VariationResult,
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
from jaxcheck._src.verdict import verdict

GOLDEN = REPO / "tests" / "golden"
REGENERATE = bool(os.environ.get("JAXCHECK_REGENERATE_GOLDEN"))


def _event(recompile, causes, site, seconds, started, hint=None, **kw):
    return CompileEvent(recompile=recompile, expected=False, call_site=site, causes=causes,
                        seconds=seconds, hint=hint, started=started,
                        trace_seconds=seconds / 4, lower_seconds=seconds / 4,
                        compile_seconds=seconds / 2, **kw)


def golden_report() -> Report:
    step = FunctionReport("train_step", "train.py:12", [
        _event(False, [Cause("new_function")], "train.py:30", 0.40, 0.0, dims="B=8"),
        _event(True, [Cause("shape", "batch['x']", "f32[8,3]", "f32[16,3]")], "train.py:30",
               0.30, 0.5, dims="B=16", hint="pad batch['x'] to a few bucket sizes"),
        _event(True, [Cause("static_value", "lr", "0.1", "0.05", reason="number")],
               "train.py:30", 0.35, 1.0, hint="pass lr as an array, not a static argument"),
        _event(True, [Cause("static_value", "lr", "0.05", "0.025", reason="number")],
               "train.py:41", 0.25, 1.5, hint="pass lr as an array, not a static argument"),
        _event(True, [Cause("weak_type", "scale", "f32[] (weak)", "f32[]")], "train.py:44",
               0.20, 2.0, hint="pass scale as a Python float every time, or jnp.float32 "
                               "every time", explanation="at scale, now f32[] and before "
                               "f32[]{weak_type=True}", explanation_kinds=["weak_type"]),
        # one variation call that compiled twice, where no call site is known
        *[_event(True, [Cause("dtype", "x", "f32[8,3]", "bf16[8,3]")], None, 0.05, 2.2 + t,
                 hint="cast x to one dtype before the call", variation="dtype x",
                 variation_index=1) for t in (0.0, 0.1)],
    ])
    loss = FunctionReport("loss", "model.py:5", [
        _event(False, [Cause("new_function")], "train.py:20", 0.10, 0.2, cache_hit=True),
        _event(True, [Cause("sharding", "x", "cpu:0 (committed)", "cpu:1 (committed)")],
               "train.py:52", 0.15, 2.5, hint="put x on one device before the loop"),
    ])
    # listed cheapest first: every renderer shows the costliest first
    ep = EntrypointReport("train.py:main", "function", [loss, step], seconds=3.25,
                          args="f32[B,3], float", dims={"B": [8, 16]}, max_compiles=1)
    ep.variations = [
        VariationResult("shape", "x", "recompile", True, policy="recompile"),
        VariationResult("dtype", "x", "recompile", True, policy="hit",
                        causes=[Cause("dtype", "x", "f32[8,3]", "bf16[8,3]")]),
        VariationResult("weak_type", "lr", "hit", True, policy="any"),
        VariationResult("value", "lr", "skipped", True, detail="a static argument",
                        withheld=True),
    ]
    ep.base_compiles = sum(f.compiles for f in ep.functions)
    ep.notes.append("trace mode: an example note")
    verdict.judge_entrypoint(ep)
    broken = EntrypointReport("tools.py:warmup", "workload", seconds=0.5,
                              error=ErrorInfo("ValueError", "bad batch size: -1",
                                              "Traceback (most recent call last):\n"
                                              "ValueError: bad batch size: -1"))
    verdict.judge_entrypoint(broken)
    return Report("0.1.0", "0.6.2", "cpu", "execute", [ep, broken])


def _rich(report: Report) -> str:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=False,
                      legacy_windows=False)
    terminal.render(report, console, verbose=True)
    return out.getvalue()


def _github(report: Report) -> str:
    return "\n".join(github.annotations(report)) + "\n\n" + github.summary(report)


RENDERERS = {
    "report.txt": lambda r: "\n".join(failures.entrypoint_text(ep, verbose=True)
                                      for ep in r.entrypoints) + "\n" + text.summary_text(r),
    "report.rich.txt": _rich,
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
