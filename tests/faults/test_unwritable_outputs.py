"""Files that cannot be written: an output that can never work is refused before anything
runs (exit 2); one that fails at the end leaves the report printed, then one line and
exit 5.

Every case runs the real typer app in this process (typer's CliRunner) on real JAX.
"""

from __future__ import annotations

import os
import sys

import pytest
from helpers import (
    NO_GITHUB,
    error_line,
    fault_project,  # noqa: F401 (the fixture `project`)
    fault_targets,  # noqa: F401 (the fixture `targets`)
    invoke,
    ran,
)
from typer.testing import CliRunner

from jaxcheck._src.cli.app import app
from jaxcheck._src.util import errors

# --- files that cannot be written: the report still prints, then one line, exit 5 -----


def test_an_unwritable_junit_path_still_prints_the_report_then_exits_5(targets, tmp_path):
    dangling = tmp_path / "report.xml"
    dangling.symlink_to(tmp_path / "gone" / "report.xml")  # fails only when written
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(dangling))
    assert code == errors.IO, (code, out, err)
    assert "PASS" in out and "1 compile" in out, "the terminal report must still print"
    line = error_line(err)
    assert "--junit-xml" in line and "report.xml" in line


@pytest.mark.parametrize("where", ["a-missing-directory", "a-directory"])
def test_a_junit_path_that_can_never_work_exits_2_before_running(targets, tmp_path, where):
    path = tmp_path / "missing" / "r.xml" if where == "a-missing-directory" else tmp_path
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(path))
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err)
    assert not ran(tmp_path)


def test_two_outputs_on_one_path_exit_2_before_running(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:workload", "--html", str(tmp_path / "out.dat"),
                            "--trace-events", str(tmp_path / "out.dat"))
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "--html" in line and "--trace-events" in line and "same file" in line
    assert not ran(tmp_path) and not (tmp_path / "out.dat").exists()


def test_an_output_on_a_target_file_exits_2_and_keeps_it(targets, tmp_path):
    before = targets.read_bytes()
    code, out, err = invoke("run", f"{targets}:workload", "--junit-xml", str(targets))
    assert code == errors.USAGE, (code, out, err)
    assert "--junit-xml" in error_line(err) and "reads that file" in error_line(err)
    assert targets.read_bytes() == before and not ran(tmp_path)


@pytest.mark.parametrize("option, name", [("--html", "pyproject.toml"),
                                          ("--junit-xml", "jaxcheck.lock"),
                                          ("--trace-events", "model.py")])
def test_an_output_on_a_project_input_exits_2_and_keeps_it(project, tmp_path, option, name):
    root, target = project
    (root / "jaxcheck.lock").write_text('{"version": 1, "entrypoints": {}}\n')
    path = root / target.split(".")[0] / name if name == "model.py" else root / name
    before = path.read_bytes()
    code, out, err = invoke("check", "--no-isolate", option, name if name != "model.py"
                            else str(path))
    assert code == errors.USAGE, (code, out, err)
    assert option in error_line(err) and "reads that file" in error_line(err)
    assert path.read_bytes() == before and not ran(tmp_path)


def test_an_output_on_the_program_s_own_script_exits_2(tmp_path, monkeypatch):

    script = tmp_path / "prog.py"
    script.write_text("open('ran', 'w').close()\n")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["run", "--html", "prog.py"], env=NO_GITHUB,
                                catch_exceptions=False, obj=[sys.executable, "prog.py"])
    code, out, err = result.exit_code, result.stdout, result.stderr
    assert code == errors.USAGE, (code, out, err)
    assert "--html" in error_line(err)
    assert script.read_text() == "open('ran', 'w').close()\n" and not ran(tmp_path)


@pytest.mark.skipif(not os.path.isdir("/sys/kernel"), reason="needs sysfs")
def test_an_output_directory_that_refuses_files_exits_2_before_running(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:workload", "--html", "/sys/r.html")
    assert code == errors.USAGE, (code, out, err)
    line = error_line(err)
    assert "--html" in line and "/sys/r.html" in line and "cannot create" in line
    assert not ran(tmp_path)


def test_an_unwritable_step_summary_still_prints_the_report_then_exits_5(targets, tmp_path):
    code, out, err = invoke("run", f"{targets}:recompile", "--format", "github",
                            GITHUB_STEP_SUMMARY=str(tmp_path))  # a directory
    assert code == errors.IO, (code, out, err)
    assert "FAIL" in out and "1 recompile" in out, "the terminal report must still print"
    assert "::error " in out, "the annotations must still print"
    assert "GITHUB_STEP_SUMMARY" in error_line(err)


def test_both_files_failing_is_still_one_line(targets, tmp_path):
    dangling = tmp_path / "report.xml"
    dangling.symlink_to(tmp_path / "gone" / "report.xml")
    code, out, err = invoke("run", f"{targets}:workload", "--format", "github",
                            "--junit-xml", str(dangling), GITHUB_STEP_SUMMARY=str(tmp_path))
    assert code == errors.IO
    line = error_line(err)
    assert "--junit-xml" in line and "GITHUB_STEP_SUMMARY" in line
