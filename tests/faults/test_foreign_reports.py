"""Saved reports from elsewhere, rendered by `jaxcheck report`: one from a newer jaxcheck
(a later schema: one line, upgrade; a later release of this schema: rendered, with one
note saying what may be left out), one cut off by an unfinished write (one line saying
so), one too large to read (refused before a byte is read: bounded memory), and one of a
run of 50 processes (every output rendered, the saved exit code kept).

The saved report is a real run's (JAX's compile log counts it); each case runs the real
typer app in this process.
"""

from __future__ import annotations

import copy
import json
import resource
import time
import xml.etree.ElementTree as ET

import pytest
from helpers import saved_report  # noqa: F401 (the fixture `saved`)
from typer.testing import CliRunner

from jaxcheck._src.cli.app import app
from jaxcheck._src.cli.commands import report as _report_command
from jaxcheck._src.util import errors
from jaxcheck._src.util.version import __version__

PLAIN = {"GITHUB_ACTIONS": None, "GITHUB_STEP_SUMMARY": None, "COLUMNS": "100"}


def _report(*args: str):
    return CliRunner().invoke(app, ["report", *args], env=PLAIN, catch_exceptions=False)


def _one_line(result) -> str:
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(errors.PREFIX), result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def _doc(saved) -> dict:
    return json.loads(saved[1].read_text())


# --- from a newer jaxcheck -------------------------------------------------------------


@pytest.mark.parametrize("schema", ["jaxcheck.report/2", "jaxcheck.report/17"])
def test_a_report_of_a_later_schema_says_upgrade(saved, tmp_path, schema):
    doc = _doc(saved)
    doc["schema"], doc["jaxcheck_version"] = schema, "9.0.0"
    doc["entrypoints"][0]["functions"] = {"a": "shape this release cannot know"}
    path = tmp_path / "report.json"
    path.write_text(json.dumps(doc))
    result = _report(str(path), "--html", str(tmp_path / "out.html"))
    assert result.exit_code == errors.USAGE, result.stderr
    line = _one_line(result)
    assert "newer jaxcheck" in line and schema in line and "jaxcheck 9.0.0" in line
    assert "upgrade" in line and __version__ in line and "give a file" not in line
    assert not (tmp_path / "out.html").exists()


def test_a_report_of_a_later_release_that_reads_is_rendered_with_one_note(saved, tmp_path):
    doc = _doc(saved)
    doc["jaxcheck_version"] = "1.4.0"
    doc["entrypoints"][0]["added_later"] = {"what": "a field of 1.4"}
    path = tmp_path / "report.json"
    path.write_text(json.dumps(doc))
    result = _report(str(path))
    assert result.exit_code == saved[0].exit_code == errors.RECOMPILES, result.stderr
    assert "sgd" in result.stdout
    [note] = result.stderr.strip().splitlines()
    assert "jaxcheck 1.4.0" in note and "newer" in note and "upgrade" in note


def test_a_report_of_a_later_release_it_cannot_read_says_upgrade(saved, tmp_path):
    doc = _doc(saved)
    doc["jaxcheck_version"] = "0.9"
    doc["entrypoints"][0]["functions"][0]["events"] = {"by_kind": []}  # a new layout
    path = tmp_path / "report.json"
    path.write_text(json.dumps(doc))
    result = _report(str(path))
    assert result.exit_code == errors.USAGE
    line = _one_line(result)
    assert "newer jaxcheck (jaxcheck 0.9)" in line and "upgrade" in line


def test_a_report_of_this_or_an_older_release_has_no_note(saved, tmp_path):
    doc = _doc(saved)
    for version in ("0.0.1", __version__, "not a version"):
        doc["jaxcheck_version"] = version
        path = tmp_path / "report.json"
        path.write_text(json.dumps(doc))
        result = _report(str(path))
        assert result.exit_code == errors.RECOMPILES and not result.stderr.strip(), version


# --- cut off ---------------------------------------------------------------------------


@pytest.mark.parametrize("kept", [1, 0.1, 0.5, 0.999, "mid-string", "mid-literal",
                                  "mid-number"])
def test_a_truncated_report_is_one_line_that_says_it_was_cut_off(saved, tmp_path, kept):
    text = saved[1].read_text()
    if kept == "mid-string":
        at = text.index('"sgd"') + 3
    elif kept == "mid-literal":
        at = text.index("true") + 2 if "true" in text else text.index("null") + 2
    elif kept == "mid-number":
        at = text.index('"seconds": ') + len('"seconds": ') + 2
    else:
        at = max(1, int(len(text) * kept)) if kept != 1 else 1
    path = tmp_path / "report.json"
    path.write_text(text[:at])
    result = _report(str(path))
    assert result.exit_code == errors.USAGE
    line = _one_line(result)
    assert "report.json" in line and "cut off" in line and "did not finish" in line


def test_a_report_with_garbage_after_a_cut_is_not_called_truncated(saved, tmp_path):
    text = saved[1].read_text()
    path = tmp_path / "report.json"
    at = text.index('"entrypoints"')
    path.write_text(text[:at] + "}}} garbage")
    line = _one_line(_report(str(path)))
    assert "not JSON (line" in line and "cut off" not in line


# --- too large -------------------------------------------------------------------------


def test_a_very_large_report_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "report.json"
    with open(path, "wb") as f:  # a sparse gigabyte: its size is known without reading it
        f.write(b'{"schema": "jaxcheck.report/1", "pad": "')
        f.truncate(1 << 30)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.monotonic()
    result = _report(str(path))
    assert result.exit_code == errors.USAGE
    line = _one_line(result)
    assert "larger than 64 MB" in line and "--html" in line
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 50_000  # KB
    assert time.monotonic() - started < 5


def test_a_report_just_under_the_cap_is_read(saved, tmp_path, monkeypatch):
    """The cap is on the file, not on what a report may hold: under it, it renders."""
    size = saved[1].stat().st_size
    monkeypatch.setattr(_report_command, "MAX_BYTES", size)
    assert _report(str(saved[1])).exit_code == errors.RECOMPILES
    monkeypatch.setattr(_report_command, "MAX_BYTES", size - 1)
    assert "larger than" in _one_line(_report(str(saved[1])))


# --- a run of 50 processes -------------------------------------------------------------


def _fifty_processes(saved) -> dict:
    """The saved run's target as 50 processes of one program, as `run -- COMMAND` saves
    them: every tenth one raised, the others as the run found them."""
    doc = _doc(saved)
    (ep,) = doc["entrypoints"]
    processes = []
    for i in range(50):
        proc = copy.deepcopy(ep)
        proc.update(target="python train.py", kind="process", pid=4000 + i,
                    command=["python", "train.py", f"--rank={i}"])
        if i % 10 == 9:
            proc.update(error={"type": "RuntimeError", "message": f"rank {i} failed",
                               "traceback": None}, status="error")
        processes.append(proc)
    doc["entrypoints"] = processes
    return doc


def test_a_report_of_50_processes_renders_everywhere_and_keeps_its_exit_code(saved,
                                                                              tmp_path):
    path = tmp_path / "report.json"
    path.write_text(json.dumps(_fifty_processes(saved)))
    files = {"html": tmp_path / "r.html", "junit": tmp_path / "r.xml",
             "trace": tmp_path / "r.trace.json"}
    result = _report(str(path), "--html", str(files["html"]), "--junit-xml",
                     str(files["junit"]), "--trace-events", str(files["trace"]))
    # 5 processes raised: 3 wins over the others' unexpected recompiles
    assert result.exit_code == errors.TARGET_ERROR, result.stderr
    assert not result.stderr.strip()
    assert result.stdout.count("rank ") == 5, result.stdout[-3000:]
    assert "45 failed, 5 errors" in result.stdout, result.stdout[-600:]
    assert len(result.stdout.splitlines()) < 50 * 12
    cases = ET.parse(files["junit"]).getroot().iter("testcase")
    assert len(list(cases)) == 50
    assert files["html"].stat().st_size < 5_000_000
    json.loads(files["trace"].read_text())
    again = _report(str(path), "--format", "json")
    doc = json.loads(again.stdout)
    assert again.exit_code == errors.TARGET_ERROR
    assert [e["pid"] for e in doc["entrypoints"]] == list(range(4000, 4050))
