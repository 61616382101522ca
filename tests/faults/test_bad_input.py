"""Bad input: one line and exit 2 before anything runs, never a traceback.

The command line's values, ``[tool.jaxcheck]``, a saved report of any wrong shape and a
spec of 10,000 values. Every case runs the real typer app in this process (typer's
CliRunner) on real JAX.
"""

from __future__ import annotations

import json
import uuid
import warnings

import pytest
from helpers import (
    REPO,
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    ran,
    raw_controls,
)

from jaxcheck._src.util import errors
from jaxcheck._src.util import errors as _errors

GETATTR_MODULE = '''
def __getattr__(name):
    raise ImportError(f"lazy import of {name} failed")
'''


# --- bad input on the command line: exit 2, one line ----------------------------------

DEEP_UNARY = "-" * 100_000 + "1"

BAD_COMMAND_LINES = {
    "negative-seed": (["--seed", "-1"], ["--seed", "-1", "non-negative"]),
    "nan-timeout": (["--timeout", "nan"], ["--timeout", "nan"]),
    "inf-timeout": (["--timeout", "inf"], ["--timeout", "inf"]),
    "huge-timeout": (["--timeout", "1e300"], ["--timeout", "1000000"]),
    "negative-timeout": (["--timeout", "-1"], ["--timeout"]),
    "huge-array": (["--args", "f32[100000000000]"], ["f32[100000000000]", "1 GiB"]),
    "huge-dim": (["--args", "f32[B,B]", "--dim", "B=100000"], ["B", "1 GiB"]),
    "astronomic-dim": (["--args", "f32[B]", "--dim", "B=" + "9" * 40], ["1 GiB"]),
    "deep-unary": (["--args", DEEP_UNARY], ["nested too deeply"]),
    "deep-invert": (["--args", "~" * 100_000 + "1"], ["nested too deeply"]),
    "deep-not": (["--args", "not " * 3000 + "1"], ["nested too deeply"]),
    "long-sum": (["--args", "1" + "+1" * 100_000], ["nested too deeply"]),
    "deep-in-a-dim": (["--args", "f32[" + "-" * 100_000 + "1]"], ["nested too deeply"]),
    "negative-dim": (["--args", "f32[B]", "--dim", "B=-1"], ["'B'", "non-negative"]),
    "zero-max-compiles": (["--max-compiles", "0"], ["max_compiles", "positive"]),
    "zero-jobs": (["-j", "0"], ["--jobs", "positive"]),
}


@pytest.mark.parametrize("case", sorted(BAD_COMMAND_LINES))
def test_bad_command_line_values_exit_2_with_one_line(targets, tmp_path, case):
    extra, words = BAD_COMMAND_LINES[case]
    target = f"{targets}:function" if "--args" in extra else f"{targets}:workload"
    code, out, err = invoke("run", target, *extra)
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert len(line) < 400, f"the line quotes too much: {len(line)} characters"
    assert out == ""
    assert not ran(tmp_path)


@pytest.mark.parametrize("command", ["check", "baseline"])
@pytest.mark.parametrize("option", [["--seed", "-1"], ["-j", "0"], ["--timeout", "nan"]])
def test_bad_project_command_options_exit_2(project, command, option):
    # `-j 0` was read as "not given" (1) by check and baseline
    code, out, err = invoke(command, *option)
    assert code == errors.USAGE, (code, out, err)
    assert option[0] in error_line(err)


def test_a_module_getattr_raising_importerror_is_a_usage_error(tmp_path):
    module = tmp_path / f"lazy_{uuid.uuid4().hex[:8]}.py"
    module.write_text(GETATTR_MODULE)
    code, out, err = invoke("run", f"{module}:thing")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "ImportError" in line and "lazy import of thing failed" in line and "thing" in line


def test_user_strings_in_an_error_line_are_escaped(tmp_path):
    code, out, err = invoke("run", f"{tmp_path}/no\x1b[2Jsuch.py:\x00f")
    assert code == errors.USAGE
    line = error_line(err)
    assert raw_controls(err) == [], repr(err)
    assert "\\x1b[2J" in line and "\\x00" in line


@pytest.mark.parametrize("text", ["1if", "0x1for", "1or 2", "1 is 1"])
def test_python_syntax_warnings_do_not_add_lines_to_stderr(text):
    from jaxcheck._src.arguments import spec

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with pytest.raises(spec.SpecError):
            spec.parse(text)
    assert [str(w.message) for w in caught] == []


# --- bad [tool.jaxcheck]: exit 2, one line, nothing runs -------------------------------

ENTRY = '[[tool.jaxcheck.entrypoints]]\ntarget = "{module}:workload"\n'

FUNCTION_ENTRY = ('[[tool.jaxcheck.entrypoints]]\ntarget = "{module}:function"\n'
                  'args = "f32[B]"\n')

BAD_PYPROJECTS = {
    "tool-not-a-table": ("tool = 5\n", ["tool", "5"]),
    "dims-a-string": (FUNCTION_ENTRY + 'dims = "B=2"\n', ["dims", "B=2"]),
    "dims-a-float": (FUNCTION_ENTRY + "dims = {B = 2.5}\n", ["'B'", "2.5"]),
    "dims-a-bool": (FUNCTION_ENTRY + "dims = {B = [1, true]}\n", ["'B'", "True"]),
    "expect-a-string": (FUNCTION_ENTRY + 'dims = {B = 2}\nexpect = "hit"\n',
                        ["expect", "hit"]),
    "expect-policy-a-number": (FUNCTION_ENTRY + "dims = {B = 2}\nexpect = {value = 5}\n",
                               ["value", "5"]),
    "timeout-inf": ("[tool.jaxcheck]\ntimeout = inf\n" + ENTRY, ["timeout", "inf"]),
    "timeout-nan": ("[tool.jaxcheck]\ntimeout = nan\n" + ENTRY, ["timeout", "nan"]),
    "seed-negative": ("[tool.jaxcheck]\nseed = -1\n" + ENTRY, ["seed", "-1"]),
    "jobs-a-float": ("[tool.jaxcheck]\njobs = 2.0\n" + ENTRY, ["jobs", "2.0"]),
    "huge-array": (FUNCTION_ENTRY + "dims = {B = [1, 4000000000]}\n", ["1 GiB"]),
    "deeply-nested": ("[tool.jaxcheck]\nx = " + "[" * 100_000 + "\n", ["nested too deeply"]),
}


@pytest.mark.parametrize("command", ["check", "baseline", "run"])
@pytest.mark.parametrize("case", sorted(BAD_PYPROJECTS))
def test_bad_pyproject_values_exit_2_before_anything_runs(project, tmp_path, case, command):
    root, target = project
    text, words = BAD_PYPROJECTS[case]
    (root / "pyproject.toml").write_text(text.replace("{module}", target.split(":")[0]))
    code, out, err = invoke(command, "--no-isolate")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    for word in words:
        assert word in line, f"{word!r} not in {line!r}"
    assert not ran(tmp_path)
    assert not (root / "jaxcheck.lock").exists()


def test_a_pyproject_that_is_not_utf8_exits_2(project):
    root, target = project
    entry = ENTRY.replace("{module}", target.split(":")[0])
    (root / "pyproject.toml").write_bytes(b"# caf\xe9\n" + entry.encode())
    code, out, err = invoke("check")
    assert code == errors.USAGE
    assert "UTF-8" in error_line(err)


# --- saved reports of every wrong shape: one line, exit 2 -----------------------------


@pytest.fixture(scope="module")
def saved_doc():
    """A real run's report as `--format json` saves it (JAX compiles `sgd` twice)."""
    from helpers import compiled, jax_compile_log

    import jaxcheck
    from jaxcheck._src.report import jsonreport as _render_json

    with jax_compile_log() as log:
        report = jaxcheck.run(str(REPO / "examples/weak_type.py") + ":main")
    assert compiled(log, "sgd") == 2
    return json.loads(_render_json.render(report))


def _first_event(doc):
    return next(e for ep in doc["entrypoints"] for f in ep["functions"] for e in f["events"])


def _spoiled(doc, how: str) -> str:
    doc = json.loads(json.dumps(doc))
    if how == "deep":
        return json.dumps(doc)[:-1] + ', "x": ' + "[" * 200 + "]" * 200 + "}"
    if how == "deeper-than-python":  # past the parser's recursion limit
        return json.dumps(doc)[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}"
    if how == "seconds-1e400":
        return json.dumps(doc).replace('"seconds": ', '"seconds": 1e400, "x": ', 1)
    if how == "nan":
        _first_event(doc)["seconds"] = float("nan")
        return json.dumps(doc)
    if how == "started-text":
        _first_event(doc)["started"] = "soon"
        return json.dumps(doc)
    if how == "started-bool":
        _first_event(doc)["started"] = True
        return json.dumps(doc)
    if how == "huge-int":
        return json.dumps(doc).replace('"seconds": ', '"seconds": 1' + "0" * 400 + ', "x": ', 1)
    if how == "target-number":
        doc["entrypoints"][0]["target"] = 5
        return json.dumps(doc)
    raise AssertionError(how)


SPOILED = ["deep", "deeper-than-python", "seconds-1e400", "nan", "started-text",
           "started-bool", "huge-int", "target-number"]


@pytest.mark.parametrize("how", SPOILED)
@pytest.mark.parametrize("extra", [[], ["--html"], ["--trace-events"]], ids=["", "html",
                                                                             "trace"])
def test_a_spoiled_saved_report_is_one_line_exit_2(saved_doc, tmp_path, how, extra):
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    path = tmp_path / "report.json"
    path.write_text(_spoiled(saved_doc, how))
    args = ["report", str(path), *(extra + [str(tmp_path / "out")] if extra else [])]
    result = CliRunner().invoke(app, args, env={"GITHUB_ACTIONS": None},
                                catch_exceptions=False)
    assert result.exit_code == _errors.USAGE, (result.exit_code, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(_errors.PREFIX), result.stderr
    assert "report.json" in lines[0]
    assert not (tmp_path / "out").exists()


# --- a spec of 10,000 values: one line, exit 2 ----------------------------------------


def test_a_spec_of_10000_values_is_one_line_exit_2():
    """Refused before any variation is planned (how soon: bench/limits.py)."""
    import resource

    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    spec = ", ".join(["f32[3]"] * 10_000)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    result = CliRunner().invoke(app, ["run", "nowhere.py:g", "--args", spec],
                                env={"GITHUB_ACTIONS": None}, catch_exceptions=False)
    assert result.exit_code == _errors.USAGE, result.stderr
    assert "10,000 values" in result.stderr and "at most 256" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 200_000  # KB
