"""Quiet when passing: what the terminal shows without ``--verbose``, on hand-built reports.

A passing target is one line (name, compiles, variations, time) and the run ends with one
summary line; a failing target shows every unexpected recompile and every row of the
matrix that went against expectations, with the expected recompiles and the rest of the
matrix counted in a line each; ``--verbose`` shows everything. The JSON report is the
same either way (``test_golden``'s ``report.json``). The line counts on real runs are in
``tests/e2e/cli/test_quiet_cli.py``.
"""

from __future__ import annotations

import io

from builders import (
    make_entrypoint,
    make_report,
    shape_event,
    sweep_report,
    wide_matrix_report,
)
from rich.console import Console

from jaxcheck._src.model.report import NOT_LOCKED, Cause, FunctionReport, Report, VariationResult
from jaxcheck._src.report import terminal, view
from jaxcheck._src.verdict import verdict


def shown(report: Report, verbose: bool = False, width: int = 100) -> list[str]:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, force_terminal=False)
    terminal.render(report, console, verbose=verbose)
    return out.getvalue().splitlines()


def passing(target: str, seconds: float = 1.5) -> object:
    """A judged function target that passed: a first compile, a dtype variation that
    recompiled as its policy expects, a value variation that hit, one skipped."""
    fn = FunctionReport("step", "m.py:3", [
        shape_event(False),
        shape_event(True, variation="dtype x", index=0, kind="dtype")])
    ep = make_entrypoint(target, "function", [fn], seconds=seconds, args="f32[3]",
                         variations=[
                             VariationResult("dtype", "x", "recompile", True, policy="recompile",
                                             causes=[Cause("dtype", "x", "f32[3]", "f16[3]")]),
                             VariationResult("value", "x", "hit", True, policy="hit"),
                             VariationResult("shape", "x", "skipped", True, detail="why",
                                             withheld=True)],
                         base_compiles=1)
    verdict.judge_entrypoint(ep)
    assert ep.status == "pass"
    return ep


def test_passing_targets_are_one_line_each_and_one_summary_line():
    report = make_report(passing("a.py:f"), passing("b.py:g"), passing("c.py:h"),
                         jax_version="0.6.2")
    lines = shown(report)
    assert lines == [
        "PASS  a.py:f · 2 compiles · 2 variations, 1 recompiled · 1.5 s",
        "PASS  b.py:g · 2 compiles · 2 variations, 1 recompiled · 1.5 s",
        "PASS  c.py:h · 2 compiles · 2 variations, 1 recompiled · 1.5 s",
        "3 targets passed · 6 compiles · 3.0 s compiling · exit 0",
    ]
    verbose = "\n".join(shown(report, verbose=True))
    # the matrix, the expected recompile, the reason of the skipped cell, the full summary
    assert verbose.count("argument") == 3 and verbose.count("expected (variation policy)") == 3
    assert verbose.count("skipped: shape x: why") == 3
    assert "1 recompile: 0 unexpected, 1 expected" not in verbose  # per function, not run
    assert "3 recompiles: 0 unexpected, 3 expected" in verbose and "jax 0.6.2 cpu" in verbose


def test_a_passing_target_still_says_what_to_do_next():
    ep = passing("a.py:f")
    ep.not_locked = True
    ep.improvements.append("`step` (m.py:3) compiles 2 times, locked 3")
    ep.notes.append("trace mode: how trace mode ran (said with --verbose)")
    lines = shown(make_report(ep))
    assert lines[0].startswith("PASS  a.py:f · ")
    assert lines[1:3] == [f"  {NOT_LOCKED}", "  improved: `step` (m.py:3) compiles 2 times, "
                                              "locked 3 (run `jaxcheck baseline` to ratchet)"]
    assert len(lines) == 4 and "trace mode" not in "\n".join(lines)


def test_a_failing_target_shows_each_unexpected_recompile_and_counts_the_expected():
    report = sweep_report()
    quiet = "\n".join(shown(report))
    verbose = "\n".join(shown(report, verbose=True))
    # every unexpected recompile: the 59 lr recompiles as one group, the two-cause one
    for fn in report.entrypoints[0].functions:
        for event in fn.unexpected_recompiles:
            for cause in event.causes:
                assert f"{cause.kind} `{cause.path}`" in quiet or cause.describe() in quiet
    assert quiet.count("fix: fix it") == 2
    # the one expected (dims) recompile: counted, listed with --verbose
    assert "expected (dims)" not in quiet and "1 expected recompile (--verbose lists them)" in quiet
    assert "expected (dims)" in verbose
    assert quiet.splitlines()[-2:] == [
        "1 target failed · 63 compiles · 60 unexpected recompiles · 1 variation against "
        "expectations ·", "  1 of 1 max_compiles budget exceeded · 4.2 s compiling · exit 1"]


def test_a_failing_matrix_shows_its_failing_rows_and_verbose_all():
    report = wide_matrix_report(40, bad=True)
    quiet = shown(report)
    rows = [line for line in quiet if line.startswith("│  params[")]
    assert len(rows) == 1 and "✗" in rows[0]
    assert any("39 other argument paths as expected (--verbose shows the whole matrix)" in line
               for line in quiet)
    verbose = shown(report, verbose=True)
    assert len([line for line in verbose if line.startswith("│  params[")]) == 40


def test_a_failing_target_whose_matrix_passed_folds_it():
    ep = passing("a.py:f")
    ep.functions[0].events.append(shape_event(True))  # a base call recompiled: unexpected
    ep.base_compiles = 2
    verdict.judge_entrypoint(ep)
    assert ep.status == "fail"
    quiet = "\n".join(shown(make_report(ep)))
    assert "variations: 2 calls on 1 argument path × 3 axes, all as expected (--verbose " \
           "shows the matrix)" in quiet
    assert "shape at x: f32[3] → f32[4]" in quiet and "expected (variation policy)" not in quiet


def test_the_brief_summary_keeps_every_bad_part():
    report = sweep_report()
    brief = {p.text for p in view.brief_summary(report)}
    # what the full summary says is bad news is in the brief one, in its own words or as is
    assert "1 of 1 max_compiles budget exceeded" in brief
    assert "60 unexpected recompiles" in brief and "1 variation against expectations" in brief
    report.entrypoints.append(make_entrypoint("b.py:g", seconds=0.1))
    report.entrypoints[1].error = verdict_error()
    assert view.brief_summary(report)[0].text == "2 targets: 1 failed, 1 error"


def verdict_error():
    from jaxcheck._src.model.report import ErrorInfo

    return ErrorInfo("ValueError", "boom")
