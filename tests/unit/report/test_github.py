"""GitHub output: annotations placed where GitHub finds the file, and no line jaxcheck
prints that the user's program could turn into a workflow command.

GitHub's runner reads every line of a step's stdout and stderr as a possible command
(actions/runner, ``src/Runner.Common/ActionCommand.cs``): ``TryParseV2`` takes a line
that begins with ``::`` once leading blanks are trimmed, ``TryParse`` one that holds
``##[`` anywhere. :func:`runs_as_command` is that rule, with the zero-width characters
its .NET string comparison may skip removed first.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from builders import annotated_report, make_entrypoint, make_report
from helpers import NO_GITHUB
from typer.testing import CliRunner

from jaxcheck._src.cli.app import app
from jaxcheck._src.model.report import (
    Report,
)
from jaxcheck._src.report import github

ZERO_WIDTH = re.compile("[\u00ad\u200b-\u200f\u2060-\u206f\ufeff]")


def runs_as_command(line: str) -> bool:
    seen = ZERO_WIDTH.sub("", line)
    return seen.lstrip().startswith("::") or "##[" in seen


HOSTILE = ("boom\n::warning::X\n   ::stop-commands::token\n\u200b::error::hidden\n"
           "see #\u200b#[warning]Y and ##[error]Z")


def test_inert_text_holds_no_command_and_keeps_the_words():
    shown = github.inert(HOSTILE)
    assert [line for line in HOSTILE.split("\n") if runs_as_command(line)], "a bad example"
    assert not [line for line in shown.split("\n") if runs_as_command(line)], shown
    assert "::warning::X" in shown and "::stop-commands::token" in shown
    assert shown.count("\n") == HOSTILE.count("\n"), "one line out for each line in"


def test_inert_stream_checks_whole_lines_across_writes():
    class Sink:
        def __init__(self):
            self.text = ""

        def write(self, s):
            self.text += s

        def flush(self):
            pass

    sink = Sink()
    stream = github.Inert(sink)
    for chunk in (":", ":warning::X\nok ", "line\n  :", ":y"):
        stream.write(chunk)
    stream.flush()
    assert not [line for line in sink.text.split("\n") if runs_as_command(line)], sink.text
    assert "ok line" in sink.text


def _files(report: Report) -> list[str]:
    return re.findall(r"file=([^,]*),", "\n".join(github.annotations(report)))


def _git_repo(path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(path)], check=True, timeout=30)


def test_annotation_files_are_relative_to_the_git_top_level(tmp_path, monkeypatch):
    _git_repo(tmp_path)
    (tmp_path / "ml").mkdir()
    monkeypatch.chdir(tmp_path / "ml")  # a monorepo's project, run from its folder
    monkeypatch.setenv("GITHUB_WORKSPACE", str(tmp_path / "ml"))  # the top level wins
    assert _files(annotated_report("model.py:3")) == ["ml/model.py"]


def test_without_git_annotation_files_are_relative_to_the_workspace(tmp_path, monkeypatch):
    (tmp_path / "ml").mkdir()
    monkeypatch.chdir(tmp_path / "ml")
    monkeypatch.setenv("GITHUB_WORKSPACE", str(tmp_path))
    # git must not find a work tree above the temporary directory (a checkout holding it)
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    assert github.repository_root() == str(tmp_path)
    assert _files(annotated_report("model.py:3")) == ["ml/model.py"]


def test_regression_annotation_points_at_the_function(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("GITHUB_WORKSPACE", raising=False)
    report = annotated_report("pkg/model.py:7", name="step")
    ep = report.entrypoints[0]
    ep.regressions = ["`step` (pkg/model.py:7) compiles 2 times; the lock allows 1"]
    lines = [line for line in github.annotations(report) if "regression" in line]
    assert len(lines) == 1
    assert lines[0].startswith("::error file=pkg/model.py,line=7,"), lines[0]


def test_user_strings_in_annotations_stay_inside_them(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    report = annotated_report("model.py:3", name="evil\n::warning::name, with: commas")
    report.entrypoints[0].error = None
    lines = list(github.annotations(report))
    assert all(line.startswith("::error ") for line in lines)
    assert "title=jaxcheck%3A evil%0A%3A%3Awarning%3A%3Aname%2C with%3A commas " in lines[0]


TARGET = f'''
import jax
import jax.numpy as jnp


@jax.jit
def double(x):
    return x * 2


def hostile():
    double(jnp.ones(3))
    raise RuntimeError({HOSTILE!r})
'''


@pytest.mark.parametrize("how", [("--format", "github"), ("--format", "rich")])
def test_a_hostile_error_message_runs_no_workflow_command(tmp_path, monkeypatch, how):
    """Through the command line with --verbose (the traceback too), under --format
    github and under GitHub Actions: every command line is one of jaxcheck's
    annotations, and the message still reads in the report and the annotation."""
    (tmp_path / "targets.py").write_text(TARGET)
    monkeypatch.chdir(tmp_path)
    env = {**NO_GITHUB, "COLUMNS": "100"}
    if how[1] == "rich":
        env["GITHUB_ACTIONS"] = "true"
    result = CliRunner().invoke(app, ["run", "targets.py:hostile", *how, "--verbose"],
                                env=env, catch_exceptions=False)
    assert result.exit_code == 3, (result.stdout, result.stderr)
    lines = (result.stdout + "\n" + result.stderr).split("\n")
    commands = [line for line in lines if runs_as_command(line)]
    ours = [line for line in commands if line.startswith("::error title=jaxcheck")]
    assert commands == ours and len(ours) == 1, commands
    assert "RuntimeError: boom%0A::warning::X%0A" in ours[0]
    assert "Traceback" in result.stdout, "--verbose shows the target's traceback"
    assert "> ::warning::X" in result.stdout


def test_a_hostile_bad_target_runs_no_workflow_command_in_the_error(tmp_path, monkeypatch):
    """jaxcheck's own error line and --verbose traceback (stderr) quote the target."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["run", "nowhere:f\n::warning::X ##[error]Y",
                                      "--format", "github", "--verbose"],
                                env={**NO_GITHUB, "COLUMNS": "100"}, catch_exceptions=False)
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert "Traceback" in result.stderr and "::warning::X" in result.stderr
    lines = (result.stdout + "\n" + result.stderr).split("\n")
    assert not [line for line in lines if runs_as_command(line)], result.stderr


def test_the_json_document_under_github_actions_runs_no_workflow_command(tmp_path,
                                                                         monkeypatch):
    """Under GitHub Actions, --format json writes the same document (the message reads
    back unchanged) in which the runner finds no command."""
    import json

    (tmp_path / "targets.py").write_text(TARGET)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app, ["run", "targets.py:hostile", "--format", "json"],
                                env={**NO_GITHUB, "GITHUB_ACTIONS": "true"},
                                catch_exceptions=False)
    assert result.exit_code == 3, (result.stdout, result.stderr)
    commands = [line for line in (result.stdout + "\n" + result.stderr).split("\n")
                if runs_as_command(line)]
    assert commands and all(line.startswith("::error title=jaxcheck") for line in commands)
    doc = json.loads(result.stdout)
    assert doc["entrypoints"][0]["error"]["message"] == HOSTILE


def test_a_target_that_compiled_nothing_says_why_in_github_and_html():
    """A failure without a recompile (a function target that is not jitted) is explained
    in every renderer, not only in the terminal panel."""
    from jaxcheck._src.report import htmlreport

    finding = "`loss_fn` is not jitted and compiled nothing: no call of it can recompile"
    ep = make_entrypoint("train.py:loss_fn", "function", finding=finding)
    report = make_report(ep, jaxcheck_version="0.1.0", jax_version="0.10.2")
    assert report.exit_code == 1 and ep.status == "fail"
    out: list[str] = []
    github.emit(report, out.append)
    [line] = [x for x in "".join(out).splitlines() if x.startswith("::error")]
    assert "compiled nothing" in line and "loss_fn" in line
    assert htmlreport.render(report).count("is not jitted and compiled nothing") == 1
