"""`jaxcheck report PATH.json`: a saved JSON report rendered again, nothing run again."""

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import jax
import pytest
from builders import make_entrypoint, make_report
from helpers import (
    saved_report,  # noqa: F401 (the fixture `saved`)
    )
from typer.testing import CliRunner

from jaxcheck._src.cli.app import app
from jaxcheck._src.model.report import ErrorInfo, FunctionReport, Report
from jaxcheck._src.report import htmlreport as _render_html
from jaxcheck._src.report import jsonreport as _render_json
from jaxcheck._src.report import terminal as _render_rich
from jaxcheck._src.util import errors

PLAIN = {"GITHUB_ACTIONS": None, "GITHUB_STEP_SUMMARY": None, "COLUMNS": "100"}


def invoke(*args: str):
    return CliRunner().invoke(app, ["report", *args], env=PLAIN, catch_exceptions=False)


def rich_text(report: Report) -> str:
    from rich.console import Console

    console = Console(width=100, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    _render_rich.render(report, console)
    console.file.close()
    return console.export_text()


def test_the_terminal_report_is_the_one_the_run_printed(saved):
    report, path = saved
    result = invoke(str(path))
    assert result.exit_code == errors.RECOMPILES == report.exit_code, result.stderr
    assert result.stdout == rich_text(report)
    assert "weak_type at lr" in result.stdout and "2 compiles" in result.stdout


def test_the_html_page_is_the_one_the_run_would_have_written(saved, tmp_path):
    """The JSON carries everything the page shows: the same page, byte for byte."""
    report, path = saved
    out = tmp_path / "page.html"
    result = invoke(str(path), "--html", str(out))
    assert result.exit_code == 1, result.stderr
    assert out.read_text() == _render_html.render(report)
    assert f"HTML report: {out}" in result.stdout


def test_json_out_is_the_document_read_in(saved):
    _, path = saved
    result = invoke(str(path), "--format", "json")
    assert result.exit_code == 1
    assert json.loads(result.stdout) == json.loads(path.read_text())


def test_junit_on_stdout_holds_the_xml_alone(saved, tmp_path):
    _, path = saved
    out = tmp_path / "page.html"
    result = invoke(str(path), "--format", "junit", "--html", str(out))
    assert result.exit_code == 1
    suites = ET.fromstring(result.stdout)  # nothing else on stdout
    case = suites.find(".//testcase")
    assert case is not None and case.find("failure") is not None
    assert out.exists() and f"HTML report: {out}" in result.stderr


def test_github_format_annotates_the_unexpected_recompile(saved):
    _, path = saved
    result = invoke(str(path), "--format", "github")
    assert result.exit_code == 1
    assert [line for line in result.stdout.splitlines() if line.startswith("::error ")]


def _write(tmp_path: Path, report: Report) -> Path:
    path = tmp_path / "r.json"
    path.write_text(_render_json.render(report))
    return path


def test_exit_codes_are_the_saved_reports(tmp_path):
    clean = make_report(make_entrypoint("m:f", functions=[FunctionReport("f", "m.py:1")]),
                        jax_version=jax.__version__)
    assert invoke(str(_write(tmp_path, clean))).exit_code == errors.OK
    raised = make_report(make_entrypoint("m:f", error=ErrorInfo("RuntimeError", "boom")),
                         jax_version=jax.__version__)
    result = invoke(str(_write(tmp_path, raised)))
    assert result.exit_code == errors.TARGET_ERROR
    assert "RuntimeError" in result.stdout


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    not_utf8 = tmp_path / "latin1.json"
    not_utf8.write_bytes(b'{"schema": "\xe9"}')
    cases = {
        "missing": (tmp_path / "nowhere.json", "no report file"),
        "directory": (tmp_path, "it is a directory"),
        "not utf-8": (not_utf8, "cannot read report"),
    }
    for name, text, says in (
            ("not json", "Traceback (most recent call last):", "not JSON (line 1"),
            ("empty", "", "not JSON"),
            ("a list", "[1, 2]", "schema 'list'"),
            ("other schema", '{"schema": "jaxcheck.report/0"}', "schema 'jaxcheck.report/0'"),
            ("no schema", '{"entrypoints": []}', "schema None"),
            ("missing field", '{"schema": "jaxcheck.report/1"}', "missing field"),
            ("bad entrypoint", '{"schema": "jaxcheck.report/1", "jaxcheck_version": "0", '
             '"jax_version": "0", "backend": "cpu", "mode": "execute", '
             '"entrypoints": [{"functions": []}]}', "missing field 'target'"),
            ("bad type", '{"schema": "jaxcheck.report/1", "jaxcheck_version": "0", '
             '"jax_version": "0", "backend": "cpu", "mode": "execute", '
             '"entrypoints": 3}', "TypeError")):
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_text(text)
        cases[name] = (path, says)
    return cases


@pytest.mark.parametrize("case", ["missing", "directory", "not utf-8", "not json", "empty",
                                  "a list", "other schema", "no schema", "missing field",
                                  "bad entrypoint", "bad type"])
def test_a_file_that_is_not_a_report_is_one_line_and_exit_2(tmp_path, case):
    path, says = _bad_files(tmp_path)[case]
    result = invoke(str(path))
    assert result.exit_code == errors.USAGE, (result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(errors.PREFIX), result.stderr
    assert says in lines[0] and "jaxcheck run --format json" in lines[0]


def test_bad_options_are_exit_2(saved, tmp_path):
    _, path = saved
    result = invoke(str(path), "--format", "xml")
    assert result.exit_code == errors.USAGE
    assert result.stderr.strip() == (f"{errors.PREFIX}unknown --format 'xml': expected "
                                     "rich, json, github, junit")
    result = invoke(str(path), "--html", str(tmp_path / "no" / "page.html"))
    assert result.exit_code == errors.USAGE and "create it first" in result.stderr
    assert result.stdout == "", "checked before anything is rendered"


def test_an_output_file_that_cannot_be_written_is_exit_5_after_the_report(saved):
    _, path = saved
    result = invoke(str(path), "--html", "/dev/full")
    assert result.exit_code == errors.IO, result.stderr
    assert "weak_type at lr" in result.stdout, "the report is out before the failure"
    assert "cannot write --html /dev/full" in result.stderr
