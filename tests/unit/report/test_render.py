"""Every renderer on one hand-built report: grouping, marks, counts, order, widths.

No JAX: the report is plain data, judged by ``_verdict`` as a run would judge it.
"""

from __future__ import annotations

import io
import json
import os
import re
import xml.etree.ElementTree as ET

import pytest
from builders import (
    five_axes_report,
    hinted_event,
    lr_function_judged,
    make_entrypoint,
    make_report,
    sweep_report,
    trace_mode_report,
    wide_matrix_report,
)
from rich.console import Console

from jaxcheck._src.model.report import (
    Cause,
    FunctionReport,
    Report,
    VariationResult,
)
from jaxcheck._src.report import github as _render_github
from jaxcheck._src.report import htmlreport as _render_html
from jaxcheck._src.report import jsonreport as _render_json
from jaxcheck._src.report import junitxml as _render_junit
from jaxcheck._src.report import terminal as _render_rich
from jaxcheck._src.report import view
from jaxcheck._src.report.failures import entrypoint_text
from jaxcheck._src.report.text import display_target, function_text, values_text
from jaxcheck._src.verdict import verdict


def plain(report: Report, width: int = 80, verbose: bool = False) -> str:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, force_terminal=False)
    _render_rich.render(report, console, verbose=verbose)
    return out.getvalue()


def test_the_fixture_is_what_the_tests_assume():
    ep = sweep_report().entrypoints[0]
    cheap, lr = ep.functions
    assert [e.expected_by for e in cheap.events] == ["first compile", "dims", None]
    assert {e.expected for e in lr.recompiles} == {False}
    assert ep.over_budget and ep.contradicted == 1


def test_text_groups_repeats_with_one_fix():
    text = function_text(lr_function_judged())
    lines = text.splitlines()
    assert lines[0] == "`train_step` (train.py:12) compiled 60 times:"
    assert lines[1] == ("  59 recompiles · static_value `lr` · 60 distinct values (0.1, 0.05, "
                        "0.0333, … 0.00167) · 4.1 s total · unexpected")
    assert lines[2] == "     first #2 at train.py:30, last #60 at train.py:41"
    assert lines[3] == "     fix: fix it"
    assert len(lines) == 4


def test_verbose_text_lists_every_event():
    text = function_text(lr_function_judged(), verbose=True)
    assert text.count("static_value at lr") == 59
    assert text.count("fix: fix it") == 59


def test_plain_rich_report_marks_every_recompile_and_fixes_only_unexpected():
    text = plain(sweep_report())
    assert text.count("unexpected") >= 2
    # fixes: the lr group and the two-cause recompile; none for the dims recompile,
    # which is counted (and listed with --verbose)
    assert text.count("fix: fix it") == 2
    assert "expected (dims)" not in text and "1 expected recompile" in text
    assert text.count("static_value") == 1  # one group, not 59 events
    verbose = plain(sweep_report(), verbose=True)
    assert verbose.count("static_value") == 59
    assert "expected (dims)" in verbose and verbose.count("fix: fix it") == 60


def test_contradicted_cells_are_marked_without_colour():
    text = plain(sweep_report())
    row = next(ln for ln in text.splitlines() if ln.lstrip("│ ").startswith("x "))
    assert "hit ✗" in row  # value of x: expected a recompile
    assert "recompile" in row and "recompile ✗" not in row  # dtype: any


def test_most_expensive_function_first():
    text = plain(sweep_report())
    assert text.index("train_step") < text.index("a_cheap_function")
    ep = sweep_report().entrypoints[0]
    junit = entrypoint_text(ep)
    assert junit.index("train_step") < junit.index("a_cheap_function")


@pytest.mark.parametrize("width", [80, 100])
def test_nothing_wraps_mid_token(width):
    text = plain(sweep_report(), width=width)
    lines = text.splitlines()
    assert all(len(line) <= width for line in lines)
    words = set(" ".join(lines).split())
    for token in ("a_cheap_function_with_a_long_name_for_the_eighty_column_check",
                  "pkg/sub/module_with_a_long_name.py:7", "train.py:main", "recompiles"):
        assert token in words, f"{token!r} was broken across lines:\n{text}"
    summary = [ln for ln in lines if not ln.startswith(("│", "╭", "╰"))]
    parts = [p.text for p in view.brief_summary(sweep_report())]
    for line in summary:
        for chunk in line.strip().removesuffix(" ·").split(" · "):
            assert chunk in parts, f"summary broken inside {chunk!r}:\n{text}"


def test_summary_counts_add_up():
    report = sweep_report()
    parts = [p.text for p in view.summary(report)]
    # 61 recompiles: 60 unexpected (59 lr + 1 two-cause), 1 expected (dims)
    assert "61 recompiles: 60 unexpected, 1 expected" in parts
    assert "1 of 1 max_compiles budget exceeded" in parts
    assert "1 of 2 variations against expectations" in parts
    assert "exit 1" in parts
    seconds = next(p for p in parts if p.endswith("% unexpected"))
    assert seconds == "4.2 s compiling, 98% unexpected"
    # what fails the run (62 items) is never shown as a share of 61 recompiles
    assert report.unexpected == 62 and not any("62" in p for p in parts)


def test_target_shown_relative_to_the_current_directory():
    assert display_target(f"{os.getcwd()}/train.py:main") == "train.py:main"
    assert display_target("pkg.mod:fn") == "pkg.mod:fn"
    assert "train.py:main" in plain(sweep_report()).splitlines()[0]


def test_values_are_short():
    assert values_text(["1", "2"]) == "2 distinct values (1, 2)"
    assert values_text(["'relu'", "'tanh'", "'gelu'", "'silu'", "'elu'"]) == \
        "5 distinct values ('relu', 'tanh', 'gelu', … 'elu')"


def test_github_one_annotation_per_function_and_group():
    lines = list(_render_github.annotations(sweep_report()))
    titles = [ln.split("title=", 1)[1].split("::", 1)[0].replace("%3A", ":") for ln in lines]
    # every failure of the one failure view: groups of unexpected recompiles, the
    # contradicted variation (a hit where a recompile was expected), the budgets
    assert titles == ["jaxcheck: train_step recompiled 59 times (static_value)",
                      "jaxcheck: a_cheap_function_with_a_long_name_for_the_eighty_column_check "
                      "recompiled (shape)", "jaxcheck: variation value of x hit",
                      "jaxcheck: over max_compiles", "jaxcheck: over max_compiles"]
    assert "file=train.py,line=12" in lines[-1]
    assert "file=train.py,line=30" in lines[0]
    assert "59 recompiles" in lines[0] and "first #2 at train.py:30" in lines[0]
    summary = _render_github.summary(sweep_report())
    assert summary.count("static_value") == 1


def test_json_keeps_every_event_and_adds_groups():
    doc = json.loads(_render_json.render(sweep_report()))
    cheap, lr = doc["entrypoints"][0]["functions"]
    assert len(lr["events"]) == 60
    group, = lr["groups"]
    assert (group["count"], group["events"][0], group["events"][-1]) == (59, 2, 60)
    assert group["causes"] == [{"kind": "static_value", "path": "lr"}]
    assert (group["expected"], group["expected_by"], group["hint"]) == (False, None, "fix it")
    assert len(group["values"]) == 60  # the first compile's value too
    assert lr["events"][1]["causes"][0]["reason"] == "number"
    assert [g["expected_by"] for g in cheap["groups"]] == ["dims", None]
    summary = doc["summary"]
    assert (summary["recompiles"], summary["unexpected_recompiles"],
            summary["budget_overruns"], summary["contradicted_variations"]) == (61, 60, 1, 1)

    back = _render_json.report_from(doc)
    again = json.loads(_render_json.render(back))
    assert again["entrypoints"] == doc["entrypoints"]


def test_junit_failure_is_grouped():
    root = ET.fromstring(_render_junit.render(sweep_report()))
    failure = root.find("testcase/failure")
    assert failure is not None
    assert failure.text.count("fix: fix it") == 2
    assert "59 recompiles · static_value `lr`" in failure.text
    assert "compiled 60 times" in failure.text


def test_one_compile_is_one_time():
    fn = FunctionReport("f", "m.py:1", [hinted_event(False, [Cause("new_function")])])
    assert function_text(fn).startswith("`f` (m.py:1) compiled 1 time:")


def test_paths_shown_from_the_current_directory(tmp_path, monkeypatch):
    """`check` reports paths from the project root; run from a subfolder, the terminal
    shows them from where the user stands (the report itself is unchanged)."""
    report = sweep_report()
    report.root = str(tmp_path)
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path / "sub")
    text = plain(report, width=120)
    assert "../train.py:12" in text and "../train.py:30" in text
    assert report.entrypoints[0].functions[1].defined_at == "train.py:12"
    monkeypatch.chdir(tmp_path)
    assert "../train.py" not in plain(report, width=120)


def test_withheld_variations_show_one_reason_per_cell():
    report = sweep_report()
    ep = report.entrypoints[0]
    reason = "dim 0 is B, which other dimensions share"
    ep.variations += [VariationResult("shape", "x", "skipped", True, detail=reason,
                                      withheld=True),
                      VariationResult("shape", "x", "skipped", True, detail="another",
                                      withheld=True),
                      VariationResult("weak_type", "x", "skipped", True,
                                      detail="only Python scalars and 0-d arrays")]
    text = plain(report, width=120, verbose=True)
    assert text.count("skipped: shape x: " + reason) == 1
    assert "another" not in text
    assert "skipped: weak_type" not in text  # not applicable to the type: nothing to explain


# --- one view: every renderer says the same ---------------------------------------------


def test_one_plural_rule():
    assert [view.plural(n, w) for n, w in ((1, "compile"), (2, "compile"), (2, "process"),
                                           (2, "miss"), (0, "retrace"))] == [
        "1 compile", "2 compiles", "2 processes", "2 misses", "0 retraces"]


def test_summary_colours_follow_each_part():
    report = sweep_report()
    parts = view.summary(report)
    styled = [(span.style, line.plain[span.start:span.end])
              for line in _render_rich.summary_lines(report, 60) for span in line.spans]
    for part in parts:
        style = {"bad": "red", "ok": "green", "dim": "dim", "": ""}[part.tone]
        if style:
            assert (style, part.text) in styled, (part, styled)


@pytest.mark.parametrize("fallback", [False, True])
def test_one_unit_word_per_report(fallback):
    """Trace mode where a target fell back to execute mode: its events are compiles, and
    the summary counts them as its panel does."""
    report = trace_mode_report(fallback)
    unit = "compile" if fallback else "trace"
    assert view.unit_word(report) == unit
    summary = " ".join(p.text for p in view.summary(report))
    assert f"4 {unit}s" in summary and f"2 re{unit}s" in summary
    assert ("trace" in summary) is not fallback
    panel = plain(make_report(report.entrypoints[1], jaxcheck_version="0.1.0",
                              jax_version="0.6.2", mode="trace"), 120)
    assert f"2 {unit}s, 1 re{unit}" in panel


def _matrix_rows(text: str) -> list[str]:
    return [line.strip("│ ") for line in text.splitlines() if line.startswith("│  params")]


def test_long_argument_paths_are_cut_in_the_middle_and_stay_distinct():
    text = plain(wide_matrix_report(6), width=80, verbose=True)
    rows = _matrix_rows(text)
    assert len(rows) == 6 and len({row.split()[0] for row in rows}) == 6, text
    for row in rows:
        assert re.match(r"params\S*…\S*\['(w|b)'\] ", row), row  # the leaf's tail stays
        assert "recompile   recompile" in row, "the axis columns keep their words"
    assert max(len(line) for line in text.splitlines()) <= 80


@pytest.mark.parametrize("width", [80, 120])
def test_five_axis_matrix_fits_and_marks_the_row_itself(width):
    text = plain(five_axes_report(), width=width, verbose=True)
    assert max(len(line) for line in text.splitlines()) <= width
    rows = {line.strip("│ ").split()[0]: line.strip("│ ") for line in text.splitlines()
            if line.strip("│ ").split()[:1] in (["x"], ["n"], ["lr"], ["argument"])}
    assert rows["argument"].split() == ["argument", "expect=hit", "weak_type",
                                        "scalar_type", "dtype", "shape"]
    assert "…" not in text.split("skipped:")[0]  # no header or cell cut short
    # the cause of the column's own axis goes without saying; another is named
    assert rows["x"].split() == ["x", "hit", "skipped", "skipped", "recompile", "recompile"]
    assert "✗" in rows["n"]  # on the row's own line, not wrapped below it
    if width == 120:
        assert "recompile (static_value) ✗" in rows["n"]
        assert "recompile (dtype)" in rows["lr"]


def test_a_passing_matrix_is_shown_only_verbose_a_failing_one_by_its_failing_rows():
    folded = plain(wide_matrix_report(70), width=100)
    assert not _matrix_rows(folded) and folded.startswith("PASS  t.py:f · ")
    assert len(_matrix_rows(plain(wide_matrix_report(70), width=100, verbose=True))) == 70
    # a contradicted expectation is never folded away: its row, the others counted
    bad = plain(wide_matrix_report(70, bad=True), width=100)
    assert len(_matrix_rows(bad)) == 1 and "✗" in _matrix_rows(bad)[0]
    assert "69 other argument paths as expected" in bad
    assert len(_matrix_rows(plain(wide_matrix_report(70, bad=True), width=100,
                                  verbose=True))) == 70


def test_variation_group_names_the_variation_where_no_call_site_is_known():
    fn = FunctionReport("f", "m.py:1", [hinted_event(False, [Cause("new_function")])] + [
        hinted_event(True, [Cause("dtype", "x", "f32[3]", "bf16[3]")], site=None,
               variation="dtype x") for _ in range(2)])
    verdict.judge_functions([fn])
    text = function_text(fn)
    assert "first #2 (variation dtype x), last #3 (variation dtype x)" in text, text
    assert "?" not in text


def test_html_groups_like_recompiles_with_one_fix_and_no_fix_when_expected():
    report = sweep_report()
    page = _render_html.render(report)
    group = re.findall(r'<tr class="group">.*?</details>(.*?)</td></tr>', page)
    assert len(group) == 1 and "59 unexpected recompiles" in page
    assert group[0] == '<div class="fix">fix: fix it</div>'
    # 59 member rows, folded, with no fix of their own; the two-cause recompile has one;
    # the dims recompile (expected) has none, though it has a hint
    assert page.count("fix: fix it</div>") == 2
    assert page.count('<td class="expected">expected recompile</td>') == 1
    # functions in the terminal's order: the costly one first
    head = '<h3><span class="mono">'
    assert page.index(head + "train_step") < page.index(head + "a_cheap_function")


def test_a_narrow_matrix_keeps_long_paths_whole_and_apart():
    """The equinox example's rows at 80 columns: paths alike but for their last field,
    five axes. The cells go to short words before any path is cut; the paths stay
    apart and the ✗ stays on its row."""
    ep = make_entrypoint("t.py:f", "function", [], seconds=1.0, args="example")
    paths = ["model.layers[0].in_features", "model.layers[0].use_bias",
             "opt_state[0].count", "lr"]
    for path in paths:
        for axis in ("value", "weak_type", "scalar_type", "dtype", "shape"):
            bad = path == "lr" and axis == "value"
            ep.variations.append(VariationResult(
                axis, path, "recompile" if axis != "shape" else "skipped", True,
                causes=[Cause("static_value", path, "1", "2")],
                policy="hit" if bad else "any"))
    verdict.judge_entrypoint(ep)
    report = make_report(ep, jaxcheck_version="0.1.0", jax_version="0.6.2")
    for width in (80, 100, 140):
        text = plain(report, width=width, verbose=True)
        assert max(len(line) for line in text.splitlines()) <= width
        rows = [line.strip("│ ") for line in text.splitlines()]
        for path in paths:
            [row] = [r for r in rows if r.split()[:1] == [path]]  # whole, on one line
            assert len(row.split()) > 5, row  # its cells beside it
        if width < 140:  # wider, a cell may wrap between its words, its cause below
            assert any(r.startswith("lr ") and "✗" in r for r in rows), text
    assert "recomp " in plain(report, width=80, verbose=True)
    assert "recompile" in plain(report, width=140, verbose=True)
