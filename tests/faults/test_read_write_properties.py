"""Property tests over everything jaxcheck reads and writes: the saved report
reader, the persistent cache's index, pyproject.toml, and every renderer fed arbitrary
text (lone surrogates, control characters, rich markup). Each asserts: no traceback
(only the documented errors escape), and every document written parses.

In process and with few examples: these run in `make test`. The lock reader and the
``--args`` parser have their own in tests/faults/test_parser_properties.py.
"""

from __future__ import annotations

import io
import json
import xml.etree.ElementTree as ET
from datetime import timedelta

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jaxcheck._src.model.report import (
    Cause,
    CompileEvent,
    EntrypointReport,
    ErrorInfo,
    FunctionReport,
    Report,
    VariationResult,
)
from jaxcheck._src.util import errors, jsonread

FEW = settings(max_examples=40, deadline=timedelta(seconds=10),
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

#: text that has broken renderers before: lone surrogates, controls, markup, bidi, NUL
HOSTILE = st.lists(st.one_of(
    st.characters(codec=None, max_codepoint=0x10FFFF),
    st.sampled_from(["\udc80", "\ud800", "\x00", "\x1b[31m", "\x07", "\r", "\u202e",
                     "[bold]", "[/]", "[link=x]", "::error::", "##[", "<", "&", "]]>",
                     "%0A", "\n"])), max_size=12).map("".join)

NUMBER = st.one_of(st.none(), st.floats(min_value=0, max_value=1e6, allow_nan=False),
                   st.integers(0, 10**6))

JSONISH = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
              HOSTILE),
    lambda inner: st.one_of(st.lists(inner, max_size=4),
                            st.dictionaries(HOSTILE, inner, max_size=4)),
    max_leaves=20)


@st.composite
def reports(draw) -> Report:
    def cause() -> Cause:
        return Cause(draw(st.sampled_from(["shape", "dtype", "weak_type", "static",
                                           "structure", draw(HOSTILE)])),
                     draw(st.one_of(st.none(), HOSTILE)), draw(HOSTILE), draw(HOSTILE),
                     draw(st.one_of(st.none(), HOSTILE)))

    def event(i: int) -> CompileEvent:
        return CompileEvent(recompile=i > 0, expected=draw(st.booleans()),
                            call_site=draw(st.one_of(st.none(), HOSTILE)),
                            causes=[cause() for _ in range(draw(st.integers(0, 2)))],
                            explanation=draw(st.one_of(st.none(), HOSTILE)),
                            seconds=draw(NUMBER), hint=draw(st.one_of(st.none(), HOSTILE)),
                            started=draw(NUMBER), trace_seconds=draw(NUMBER),
                            compile_seconds=draw(NUMBER))

    eps = []
    for _ in range(draw(st.integers(1, 2))):
        fns = [FunctionReport(draw(HOSTILE), draw(HOSTILE) + ":" + str(draw(st.integers(0, 9))),
                              [event(i) for i in range(draw(st.integers(0, 3)))])
               for _ in range(draw(st.integers(0, 2)))]
        error = draw(st.one_of(st.none(), st.builds(ErrorInfo, HOSTILE, HOSTILE,
                                                     st.one_of(st.none(), HOSTILE))))
        variations = [VariationResult(draw(st.sampled_from(["shape", "dtype", "weak_type"])),
                                      draw(HOSTILE), draw(st.sampled_from(["hit", "recompile",
                                                                           "error"])),
                                      draw(st.booleans()), [], draw(st.one_of(st.none(),
                                                                              HOSTILE)))
                      for _ in range(draw(st.integers(0, 2)))]
        eps.append(EntrypointReport(target=draw(HOSTILE), kind=draw(st.sampled_from(
            ["workload", "function"])), functions=fns, error=error,
            notes=draw(st.lists(HOSTILE, max_size=2)), variations=variations,
            seconds=draw(st.floats(0, 1e4))))
    return Report(draw(HOSTILE), draw(HOSTILE), draw(HOSTILE), "execute", eps)


def _render_everything(report: Report, tmp_path) -> None:
    """Every renderer on ``report``: no exception, and every document parses."""
    from rich.console import Console

    from jaxcheck._src.report import github, htmlreport, junitxml, traceevents
    from jaxcheck._src.report import jsonreport as render_json
    from jaxcheck._src.report import terminal as render_rich
    from jaxcheck._src.util.printable import sanitize

    shown = sanitize(report)
    out = io.StringIO()
    render_rich.render(shown, Console(file=out, width=80), verbose=True)
    json.loads(render_json.render(report))
    lines: list[str] = []
    github.emit(shown, lines.append)
    assert all(not line.startswith("::") or line.count("\n") <= 1 for line in lines)
    for module, name in ((junitxml, "j.xml"), (htmlreport, "r.html"), (traceevents, "t.json")):
        module.write(str(tmp_path / name), shown if module is junitxml else report)
    ET.parse(tmp_path / "j.xml")
    json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))
    (tmp_path / "r.html").read_text(encoding="utf-8")


@FEW
@given(reports())
def test_every_renderer_on_hostile_text_writes_valid_documents(tmp_path_factory, report):
    _render_everything(report, tmp_path_factory.mktemp("r"))


@FEW
@given(reports())
def test_a_saved_hostile_report_reads_back_and_renders_again(tmp_path_factory, report):
    from jaxcheck._src.cli.commands.report import read_report
    from jaxcheck._src.report import jsonreport as render_json

    tmp = tmp_path_factory.mktemp("saved")
    path = tmp / "report.json"
    path.write_bytes(render_json.render(report).encode("utf-8", "backslashreplace"))
    again = read_report(str(path))
    def units(text: str) -> bytes:  # JSON reads an escaped surrogate pair as one character
        return text.encode("utf-16-le", "surrogatepass")

    assert [units(ep.target) for ep in again.entrypoints] == [
        units(ep.target) for ep in report.entrypoints]
    _render_everything(again, tmp)


@FEW
@given(st.one_of(JSONISH, st.binary(max_size=200)))
def test_the_report_reader_on_anything_is_a_report_or_one_usage_error(tmp_path_factory, doc):
    from jaxcheck._src.cli.commands.report import read_report
    from jaxcheck._src.model.report import SCHEMA

    tmp = tmp_path_factory.mktemp("any")
    path = tmp / "report.json"
    if isinstance(doc, bytes):
        path.write_bytes(doc)
    else:
        if isinstance(doc, dict):
            doc = {"schema": SCHEMA, "jaxcheck_version": "0", "jax_version": "0",
                   "backend": "cpu", "mode": "execute", **doc}
        path.write_bytes(json.dumps(doc).encode("utf-8", "backslashreplace"))
    try:
        report = read_report(str(path))
    except errors.UsageError as e:
        assert "\n" not in errors.error_line(str(e))
        return
    _render_everything(report, tmp)


@FEW
@given(st.one_of(JSONISH, st.binary(max_size=200)))
def test_the_cache_index_reader_never_raises(tmp_path_factory, doc):
    from jaxcheck._src.analysis import pcache

    path = tmp_path_factory.mktemp("index") / "jaxcheck-index.json"
    path.write_bytes(doc if isinstance(doc, bytes)
                     else json.dumps(doc).encode("utf-8", "backslashreplace"))
    entries, why = pcache.load_index(str(path))
    assert isinstance(entries, list) and (why is None or isinstance(why, str))


@FEW
@given(st.one_of(JSONISH, st.binary(max_size=200)))
def test_the_bounded_json_reader_returns_finite_shallow_data_or_bad_json(doc):
    raw = doc if isinstance(doc, bytes) else json.dumps(doc).encode("utf-8",
                                                                     "backslashreplace")
    try:
        value = jsonread.loads(raw)
    except jsonread.BadJSON as e:
        assert str(e)
        return
    assert jsonread.depth(value) <= jsonread.MAX_DEPTH
    json.dumps(value, allow_nan=False)  # no inf, no nan made it through


TOML_PIECES = st.sampled_from([
    "[tool.jaxcheck]\n", "[[tool.jaxcheck.entrypoints]]\n", 'target = "m:f"\n',
    "seed = 5\n", "jobs = -1\n", "timeout = 1e400\n", "timeout = inf\n", 'args = "f32["\n',
    "dims = { B = [1, 8] }\n", "max_compiles = 3\n", "expect = { shape = \"hit\" }\n",
    "x = [[[[[[[[\n", "lint = true\n", "\x00", '"\udc80"', "= =\n", "[tool.jaxcheck.lint]\n"])


@FEW
@given(st.lists(st.one_of(TOML_PIECES, HOSTILE), max_size=8))
def test_the_pyproject_reader_is_a_config_or_one_usage_error(tmp_path_factory, pieces):
    from jaxcheck._src.config import table as config

    path = tmp_path_factory.mktemp("proj") / "pyproject.toml"
    path.write_bytes("".join(pieces).encode("utf-8", "backslashreplace"))
    try:
        config.load(path)
    except (errors.UsageError, errors.IOFailure) as e:
        assert str(e)
