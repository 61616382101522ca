"""``report.unexpected`` and ``repr(report)``: what pytest prints of a failing
``assert not report.unexpected``, on hand-built reports (the plugin's part is
``tests/e2e/surfaces/test_pytest_sessions.py``)."""

from __future__ import annotations

import copy
import json
import pickle

from builders import golden_report, make_entrypoint, make_report, storm_report

from jaxcheck._src.model.unexpected import Unexpected


def test_a_failing_report_reads_in_one_short_line_naming_its_first_failure():
    report = golden_report()
    text = repr(report)
    assert "\n" not in text and len(text) < 300, text
    assert text.startswith(f"Report(2 targets, {report.compiles} compiles, "
                           f"{report.unexpected} unexpected: ")
    # the first failure (the error target is second): the first target's first function's
    # unexpected recompile, with where and what changed
    assert text.endswith("loss at train.py:52: sharding at x: cpu:0 (committed) → "
                         "cpu:1 (committed))"), text


def test_the_repr_of_the_worst_report_stays_one_line():
    report = storm_report(200)  # it was kilobytes of nested dataclasses
    text = repr(report)
    assert "\n" not in text and len(text) < 300, text


def test_a_clean_report_says_nothing_is_unexpected():
    assert repr(make_report(make_entrypoint())) == \
        "Report(1 target, 0 compiles, nothing unexpected)"


def test_the_count_is_an_int_that_keeps_its_report():
    report = golden_report()
    n = report.unexpected
    assert isinstance(n, int) and n == sum(ep.unexpected for ep in report.entrypoints)
    assert n.report is report and repr(n) == str(int(n)) and bool(n)
    assert json.loads(json.dumps({"n": n})) == {"n": int(n)}
    # copies and pickles are plain counts: the report is not carried along
    assert type(copy.deepcopy(n)) is int and type(pickle.loads(pickle.dumps(n))) is int
    clean = make_report(make_entrypoint()).unexpected
    assert not clean and clean == 0 and isinstance(clean, Unexpected)
