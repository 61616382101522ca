"""Property-based tests: random and mutated input to the `--args` parser and the lock reader.

The property is the same for both: a usage error (exit 2, one line) or a valid, usable
result; never another exception, never a hang (each example has a deadline).
"""

from __future__ import annotations

import json
import uuid
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from jaxcheck._src.arguments import spec as _spec
from jaxcheck._src.cli.app import app
from jaxcheck._src.config.declaration import AXES
from jaxcheck._src.model.report import (
    RESULT_ORDER,
    CompileEvent,
    EntrypointReport,
    FunctionReport,
    Report,
    VariationResult,
)
from jaxcheck._src.run.resolve import parse_args_spec
from jaxcheck._src.util import errors
from jaxcheck._src.verdict import lock as _lock
from jaxcheck._src.verdict import verdict

# a deadline catches a parser gone quadratic, not a busy machine: generous on purpose
FAST = settings(max_examples=200, deadline=timedelta(seconds=5),
                suppress_health_check=[HealthCheck.too_slow])

# drawing whole reports is slower: fewer of them
REPORTS = settings(FAST, max_examples=60)

VALID_SPECS = [
    "f32[8,128], {'w': f32[128,128], 'b': f32[128]}, float, act='relu'",
    "f32[B,3], float",
    "i32[], bf16[4], c64[2,2], u8[0]",
    "(f32[3], [i8[2], None]), True, 0.1, -3, 'a[]', k={'x': (1, 2)}",
    "bool, int, complex, f64[1,1,1], lr=1e-3",
]

# characters the language is made of, plus some it must reject
ALPHABET = st.sampled_from(list("f32i8u6bc4[](){},:='\"-+~*.#\\ \t\nBNxTrueNone_")
                           + ["\x00", "\x1b", "é", "\u202e", "**", "not ", "lambda", "__"])


@st.composite
def mutated(draw, sources: list[str], alphabet=ALPHABET) -> str:
    """A valid text with a few random edits: insertions, deletions, replacements."""
    text = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(1, 6))):
        i = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["insert", "delete", "replace", "repeat"]))
        piece = draw(alphabet)
        if op == "insert":
            text = text[:i] + piece + text[i:]
        elif op == "delete":
            text = text[:i] + text[i + draw(st.integers(1, 5)):]
        elif op == "replace":
            text = text[:i] + piece + text[i + 1:]
        else:  # nesting and long runs: what recursion limits are made of
            text = text[:i] + piece * draw(st.integers(50, 3000)) + text[i:]
    return text


def _check_spec(text: str) -> None:
    try:
        spec = parse_args_spec(text)
    except errors.UsageError as e:
        assert str(e), "a usage error needs a message"
        return
    assert isinstance(spec, _spec.CallSpec)
    str(spec)  # shown in the report
    names = spec.dim_names()
    assert all(isinstance(n, str) for n in names)
    dims = {n: [2] for n in names}
    try:
        _spec.check_size(spec, dims)
    except _spec.SpecError:
        return  # too big to make: a usage error at run time
    small = sum(1 for s in spec.args for _ in _spec._arrays(s)) < 20
    if small and all(isinstance(d, str) or d <= 64 for s in [*spec.args,
                     *(v for _, v in spec.kwargs)] for a in _spec._arrays(s) for d in a.dims):
        _spec.Materializer(0, {n: 2 for n in names}, host=True).call(spec)


@FAST
@given(st.text(max_size=200))
def test_args_parser_on_random_text(text):
    _check_spec(text)


@FAST
@given(mutated(VALID_SPECS))
def test_args_parser_on_mutated_specs(text):
    _check_spec(text)


@pytest.fixture(scope="module")
def variadic(tmp_path_factory):
    path = tmp_path_factory.mktemp("props") / f"variadic_{uuid.uuid4().hex[:8]}.py"
    path.write_text("def anything(*args, **kwargs):\n    return None\n")
    return f"{path}:anything"


@settings(max_examples=50, deadline=timedelta(seconds=5),
          suppress_health_check=[HealthCheck.too_slow])
@given(text=st.one_of(mutated(VALID_SPECS), st.text(max_size=80)))
def test_run_with_random_args_exits_0_or_2(variadic, text):
    """The whole command: a valid spec runs (exit 0), anything else is one line, exit 2."""
    result = CliRunner().invoke(
        app, ["run", variadic, "--args", text, "--dim", "B=2", "--dim", "N=1", "--no-variations"],
        env={"GITHUB_ACTIONS": None, "GITHUB_STEP_SUMMARY": None}, catch_exceptions=False)
    assert result.exit_code in (0, 2), (text, result.exit_code, result.stdout, result.stderr)
    if result.exit_code == 2:
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(errors.PREFIX), result.stderr


# --- the lock reader ------------------------------------------------------------------

names = st.text(min_size=1, max_size=12)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**20) | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=20)


@st.composite
def reports(draw) -> Report:
    """Reports as the runner makes them: what `baseline` would write a lock from."""
    entrypoints = []
    for target in draw(st.lists(names, max_size=4, unique=True)):
        functions = [FunctionReport(name, f"{draw(names)}.py:{draw(st.integers(1, 99))}",
                                    [CompileEvent(i > 0, True, None, [])
                                     for i in range(draw(st.integers(1, 4)))])
                     for name in draw(st.lists(names, max_size=3, unique=True))]
        variations = [VariationResult(axis, path, draw(st.sampled_from(RESULT_ORDER)),
                                      draw(st.booleans()))
                      for path in draw(st.lists(names, max_size=3, unique=True))
                      for axis in draw(st.lists(st.sampled_from(AXES), max_size=3,
                                                unique=True))]
        entrypoints.append(EntrypointReport(target, "function", functions=functions,
                                            variations=variations))
    return Report("0", "0", "cpu", "execute", entrypoints)


def _check_lock(raw: bytes, report: Report | None = None) -> None:
    try:
        lock = _lock.parse(raw)
    except _lock.NewerLock as e:  # not corrupt: upgrade, never rewrite it
        message = str(e)
        assert "\n" not in errors.error_line(message)
        assert "upgrade jaxcheck" in message and "baseline" not in message
        return
    except errors.UsageError as e:
        message = str(e)
        assert "\n" not in errors.error_line(message)
        assert "jaxcheck baseline" in message
        return
    # accepted: then comparing a report with it must work too
    verdict.judge_report(report or Report("0", "0", "cpu", "execute"), lock)


@FAST
@given(st.binary(max_size=300))
def test_lock_reader_on_random_bytes(raw):
    _check_lock(raw)


@FAST
@given(json_values)
def test_lock_reader_on_random_json(value):
    _check_lock(json.dumps(value).encode())


@REPORTS
@given(reports())
def test_every_lock_baseline_writes_reads_back(report):
    data = _lock.build(report)
    assert _lock.parse(_lock.dumps(data).encode()) == data
    verdict.judge_report(report, data)


@st.composite
def mutated_locks(draw) -> tuple[bytes, Report]:
    """A lock written from a report, with one value replaced or its text edited."""
    report = draw(reports())
    data = _lock.build(report)
    if draw(st.booleans()):
        # replace one value somewhere in the document by a random JSON value
        node, path = data, []
        while isinstance(node, dict) and node and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(node)))
            path.append(key)
            node = node[key]
        target = data
        for key in path[:-1]:
            target = target[key]
        if path:
            target[path[-1]] = draw(json_values)
        else:
            data = draw(json_values)
        return json.dumps(data).encode(), report
    edits = st.sampled_from(list('{}[]":,-0123456789.eE \\') + ["true", "null", "NaN", "\x00"])
    return draw(mutated([_lock.dumps(data)], edits)).encode(), report


@REPORTS
@given(mutated_locks())
def test_lock_reader_on_mutated_locks(case):
    raw, report = case
    _check_lock(raw, report)
