"""--html (rendered in headless Chromium), --trace-events, padding buckets, call-site costs."""

import json

import jax
import jax.numpy as jnp
import pytest
from builders import make_entrypoint, make_event, make_report
from helpers import REPO, browse, compiled, console_messages, distinct_pixels, jax_compile_log

import jaxcheck
from jaxcheck._src.analysis import buckets as _buckets
from jaxcheck._src.model.report import (
    Cause,
    FunctionReport,
)
from jaxcheck._src.report import htmlreport as _render_html
from jaxcheck._src.report import jsonreport as _render_json
from jaxcheck._src.report import traceevents as _render_trace


def ragged(x):
    return jnp.tanh(x) * 2


def make_workload():
    f = jax.jit(ragged)

    def workload():
        data = jnp.ones((50, 3))
        for start in range(0, 50, 16):  # 16, 16, 16, 2
            f(data[start:start + 16])
        f(jnp.ones((5, 3)))

    return workload


def run_ragged():
    from jaxcheck._src.run.runner import run_callable

    with jax_compile_log() as log:
        ep = run_callable("ragged", make_workload())
    return ep, compiled(log, "ragged")


@pytest.fixture(scope="module")
def full_report():
    """Workload with shape recompiles, plus a function target with a variation matrix."""
    ep, jax_ragged = run_ragged()
    fn_report = jaxcheck.run([str(REPO / "examples/static_arg.py") + ":main"])
    rep = make_report(ep, *fn_report.entrypoints, jaxcheck_version=jaxcheck.__version__,
                      jax_version=jax.__version__)
    # executed: every compile with its trace, lower and XLA phases
    rep.entrypoints += jaxcheck.run([str(REPO / "examples/declared.py")],
                                    mode="execute").entrypoints
    return rep, jax_ragged


# --- timings carried through the pipeline ------------------------------------------------


def test_events_carry_start_and_phases_and_survive_json(full_report):
    rep, jax_ragged = full_report
    fn = rep.entrypoints[0].functions[0]
    assert fn.compiles == jax_ragged == 3  # sizes 16, 2 and 5: JAX compiled three times
    starts = [e.started for e in fn.events]
    assert all(s is not None and s >= 0 for s in starts) and starts == sorted(starts)
    for e in fn.events:
        assert e.trace_seconds > 0 and e.lower_seconds > 0 and e.compile_seconds > 0
        total = e.trace_seconds + e.lower_seconds + e.compile_seconds
        assert abs(total - e.seconds) < 1e-5
        assert e.started + total <= rep.entrypoints[0].seconds + 1e-3
    back = _render_json.report_from(_render_json.to_dict(rep))
    again = back.entrypoints[0].functions[0].events
    assert [(e.started, e.trace_seconds, e.lower_seconds, e.compile_seconds) for e in again] \
        == [(e.started, e.trace_seconds, e.lower_seconds, e.compile_seconds)
            for e in fn.events]


# --- trace events ------------------------------------------------------------------------


def test_trace_events_parse_and_phases_nest(full_report, tmp_path):
    rep, jax_ragged = full_report
    path = tmp_path / "trace.json"
    _render_trace.write(str(path), rep)
    doc = json.loads(path.read_text())
    events = doc["traceEvents"]
    complete = [e for e in events if e["ph"] == "X"]
    parents = [e for e in complete if e["cat"] in ("compile", "recompile",
                                                   "unexpected recompile")]
    children = [e for e in complete if e not in parents]
    assert len(parents) == rep.compiles
    assert sum(1 for e in parents if e["name"].endswith("ragged")) == jax_ragged
    for e in complete:
        assert isinstance(e["ts"], int | float) and isinstance(e["dur"], int | float)
        assert e["dur"] >= 0 and e["ts"] >= 0
    for parent in parents:
        assert "cause" in parent["args"] and "call_site" in parent["args"]
        mine = [c for c in children if (c["pid"], c["tid"], c["args"]["compile"])
                == (parent["pid"], parent["tid"], parent["args"]["compile"])]
        assert [c["cat"] for c in mine] == ["trace", "lower", "XLA compile"]
        end = parent["ts"] + parent["dur"]
        at = parent["ts"]
        for child in mine:
            assert child["name"].endswith(parent["name"])
            assert child["ts"] >= at and child["ts"] + child["dur"] <= end
            at = child["ts"] + child["dur"]
    # events of one function do not overlap: each compile ends before the next starts
    by_track: dict = {}
    for p in parents:
        by_track.setdefault((p["pid"], p["tid"]), []).append(p)
    for track in by_track.values():
        track.sort(key=lambda e: e["ts"])
        for a, b in zip(track, track[1:], strict=False):
            assert a["ts"] + a["dur"] <= b["ts"]
    unexpected = [p for p in parents if p["cat"] == "unexpected recompile"]
    assert unexpected and all("shape at x" in p["args"]["cause"] for p in unexpected
                              if p["name"].endswith("ragged"))
    names = {e["args"]["name"] for e in events if e["ph"] == "M"}
    assert any(n.startswith("ragged") or ".ragged" in n for n in names)


# --- buckets -----------------------------------------------------------------------------


def test_parse_shape():
    assert _buckets.parse_shape("f32[32,8]") == (32, 8)
    assert _buckets.parse_shape("f32[] (weak)") == ()
    assert _buckets.parse_shape("i32[B,4]") is None
    assert _buckets.parse_shape(None) is None


def test_bucket_sets_cover_every_size_and_waste_is_the_padded_share():
    sizes = [3, 16, 50]
    for option in _buckets.options(sizes):
        assert all(any(b >= s for b in option.buckets) for s in sizes)
        padded = sum(_buckets.bucket_of(s, option.buckets) for s in sizes)
        assert option.waste == pytest.approx((padded - sum(sizes)) / padded)
    two = _buckets.powers_of_two(sizes)
    assert two.buckets == [4, 16, 64]
    assert _buckets.multiples_of(8, sizes).buckets == [8, 16, 56]
    # fewest buckets within the waste limit; else the least waste
    best = _buckets.suggest(_buckets.options(sizes))
    assert best.waste <= _buckets.MAX_WASTE
    assert all(len(best.buckets) <= len(o.buckets) for o in _buckets.options(sizes)
               if o.waste <= _buckets.MAX_WASTE)
    assert _buckets.suggest([]) is None


def test_sizes_seen_from_a_real_report(full_report):
    rep, _ = full_report
    found = _buckets.sizes_seen(rep.entrypoints[0].functions[0])
    assert [(s.path, s.axis, sorted(s.counts)) for s in found] == [("x", 0, [2, 5, 16])]
    assert found[0].suggested is not None


# --- call sites ----------------------------------------------------------------------------


def test_call_sites_ranked_by_seconds_then_unexpected():
    def ev(site, seconds, recompile=False, expected=True):
        return make_event(recompile, [Cause("shape", "x", "f32[1]", "f32[2]")],
                          expected=expected, site=site, seconds=seconds)

    ep = make_entrypoint("t", functions=[
        FunctionReport("f", "a.py:1", [ev("a.py:10", 0.5), ev("a.py:10", 0.25, True, False)]),
        FunctionReport("g", "a.py:2", [ev("a.py:20", 1.0), ev("a.py:10", 0.1, True, True)]),
    ])
    sites = _render_html.call_sites(make_report(ep))
    assert [(s.call_site, s.compiles, round(s.seconds, 3), s.unexpected,
             round(s.unexpected_seconds, 3), s.functions) for s in sites] == [
        ("a.py:20", 1, 1.0, 0, 0.0, ["g"]),
        ("a.py:10", 3, 0.85, 1, 0.25, ["f", "g"]),
    ]


# --- the page ------------------------------------------------------------------------------


def test_html_is_self_contained_and_holds_every_section(full_report):
    rep, _ = full_report
    page = _render_html.render(rep)
    assert "<script" not in page.lower()
    assert "http://" not in page and "https://" not in page  # nothing to fetch
    assert "default-src 'none'" in page
    for text in ("Call sites by compile seconds", "Compile timeline", "Variation sensitivity",
                 "Sizes seen per argument path", "padding waste", "suggested",
                 "<code>shape</code> <b class=\"mono\">x</b>", "fix: `x` comes in 3 lengths",
                 "static_value"):
        assert text in page, text
    assert page.count("<svg") >= 4
    # every event of the workload has a hover title in the timeline
    assert page.count('<g class="compile"><title>') == rep.compiles


def test_chromium_renders_the_report_without_console_errors(full_report, tmp_path):
    # The page's policy forbids every script: what Chromium renders is the page with
    # JavaScript off.
    rep, _ = full_report
    page = tmp_path / "report.html"
    _render_html.write(str(page), rep)
    shot = tmp_path / "shot.png"
    proc = browse(page, tmp_path, "--window-size=1200,1600", f"--screenshot={shot}")
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert console_messages(proc.stderr) == []
    assert shot.stat().st_size > 20_000 and distinct_pixels(shot.read_bytes()) > 50
    dom = browse(page, tmp_path, "--dump-dom")
    assert dom.returncode == 0 and console_messages(dom.stderr) == []
    assert "Compile timeline" in dom.stdout and "ragged" in dom.stdout
    # the console check can fail: a page that fetches and scripts is caught
    bad = tmp_path / "bad.html"
    bad.write_text(page.read_text().replace(
        "<main>", '<main><img src="https://example.invalid/x.png">'))
    assert console_messages(browse(bad, tmp_path, "--dump-dom").stderr)


# --- a page for every kind of report --------------------------------------------------


def test_reports_without_timings_or_functions_render():
    """Old worker reports (no timings), a target that raised, trace mode: nothing breaks."""
    from jaxcheck._src.model.report import ErrorInfo

    old = make_event(True, [Cause("unknown", note="<b>no</b> idea")], seconds=0.5)
    traced = make_event(False, [Cause("new_function")], expected=True, site="a.py:3",
                        seconds=0.1, started=0.2, trace_seconds=0.1, lower_seconds=0.0,
                        compile_seconds=0.0)
    rep = make_report(
        make_entrypoint("raised.py:main", error=ErrorInfo("KeyError", "'x' <")),
        make_entrypoint("t.py:f", "function", mode="trace",
                        functions=[FunctionReport("f", "a.py:1", [traced, old])]),
        mode="trace")
    page = _render_html.render(rep)
    assert "KeyError" in page and "&lt;b&gt;no&lt;/b&gt; idea" in page and "<b>no</b>" not in page
    assert rep.exit_code == 3 and "jaxcheck report: errors" in page
    events = _render_trace.trace_events(rep)["traceEvents"]
    phases = [e["cat"] for e in events if e["ph"] == "X"
              and e["cat"] not in ("compile", "recompile", "unexpected recompile")]
    # trace mode: no lower or XLA compile phase; an old report: one phase for all
    assert phases == ["trace", "all phases"]


def test_processes_that_diverged_have_their_own_section():
    from jaxcheck._src.model.report import Divergence
    from jaxcheck._src.report import htmlreport

    report = make_report(jaxcheck_version="0.1.0", jax_version="0.10.2", command="launch.sh")
    assert "Processes that diverged" not in htmlreport.render(report)
    report.divergences.append(Divergence("127.0.0.1:1234 × 2", "step", "train.py:8", 1,
                                         "weak_type", "scale", "train.py:20",
                                         {0: "f32[] (weak)", 1: "i32[] (weak)"}))
    page = htmlreport.render(report)
    assert "Processes that diverged" in page
    assert "scale: f32[] (weak) on process 0, i32[] (weak) on process 1" in page
    assert "1 divergence between processes" in page and "exit 1" in page
