"""Processes of one distributed job that compile different programs (`run -- COMMAND`).

Real jobs: two local CPU processes joined by JAX's own distributed runtime
(``jax.distributed.initialize``, gloo collectives), started by a launcher the way a
user's script would start them. Each process logs JAX's own compile lines
(``jax_log_compiles``) to a file of its own: that is the truth the divergences are
checked against. The comparison's rules (which processes are one job, what counts
as a difference) are checked in process on real signatures, in
``tests/unit/analysis/test_divergence_rules.py``.
"""

from __future__ import annotations

import io
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jax
import pytest
from builders import DIVERGING_JOB, line_of, module_text, write_job
from helpers import alive, cli, subprocess_env
from rich.console import Console

from jaxcheck._src.analysis import divergence
from jaxcheck._src.report.github import annotations, summary
from jaxcheck._src.report.jsonreport import report_from
from jaxcheck._src.report.junitxml import render as junit
from jaxcheck._src.report.terminal import render as rich
from jaxcheck._src.run import program

pytestmark = pytest.mark.skipif(not hasattr(jax, "distributed"), reason="no jax.distributed")


def jax_compiled(where: Path, index: int, name: str) -> list[str]:
    """JAX's own words: the argument types of each compile of jit(NAME) on a process."""
    text = (where / f"process{index}.log").read_text()
    pattern = rf"Compiling jit\({name}\) with global shapes and types \((.*?)\)\. "
    return re.findall(pattern, text)


@pytest.fixture(scope="module")
def diverged(tmp_path_factory):
    where = tmp_path_factory.mktemp("diverged")
    write_job(where)
    junit_xml = where / "report.xml"
    code, out, err = cli("run", "--format", "json", "--junit-xml", str(junit_xml), "--",
                         sys.executable, "job.py", "diverge", cwd=where,
                         env=subprocess_env())
    assert code != 2, err
    return where, code, json.loads(out), err, junit_xml


def test_a_diverging_argument_is_reported_with_each_process_value(diverged):
    where, code, doc, err, _ = diverged
    # JAX's truth: each process compiled step once, with another type of `scale`
    assert [len(jax_compiled(where, i, "step")) for i in (0, 1)] == [1, 1]
    assert "ShapedArray(float32[], weak_type=True)" in jax_compiled(where, 0, "step")[0]
    assert "ShapedArray(int32[], weak_type=True)" in jax_compiled(where, 1, "step")[0]

    assert code == 1, err  # a divergence is unexpected
    assert doc["program"]["exit_code"] == 0  # although the job itself completed
    [d] = doc["divergences"]
    defined = line_of(module_text(DIVERGING_JOB), "def step") - 1  # its decorator's line
    assert d["function"] == "step" and d["defined_at"] == f"job.py:{defined}"
    assert d["path"] == "scale" and d["kind"] == "dtype" and d["compile"] == 1
    assert d["values"] == {"0": "f32[] (weak)", "1": "i32[] (weak)"}
    assert d["call_site"] == f"job.py:{line_of(module_text(DIVERGING_JOB), 'y = step(x, scale)')}"
    assert d["job"].endswith("(2 processes)")
    assert doc["summary"]["divergences"] == 1 and doc["summary"]["unexpected"] == 1
    # the launcher imports no jax; each process of the job is one entry, named by index
    entries = sorted(doc["entrypoints"], key=lambda ep: ep["target"])
    assert [ep["target"].split()[-3:-1] for ep in entries] == [["diverge", "0"],
                                                                ["diverge", "1"]]
    for i, ep in enumerate(entries):
        assert f"process {i} of the distributed job {d['job']}" in ep["notes"]
        assert {f["name"]: f["compiles"] for f in ep["functions"]} == {"step": 1}


def test_every_format_shows_the_divergence(diverged):
    where, _, doc, _, junit_xml = diverged
    report = report_from(doc)
    assert report.exit_code == 1 and len(report.divergences) == 1

    console = Console(file=io.StringIO(), width=100, color_system=None)
    rich(report, console)
    text = console.file.getvalue()
    assert "DIVERGED" in text
    assert "scale  f32[] (weak) on process 0, i32[] (weak) on process 1" in text
    assert "1 divergence between processes" in text and "exit 1" in text

    suite = ET.parse(junit_xml).getroot()  # written by the run itself
    [case] = [c for c in suite.iter("testcase") if c.get("name") == "processes agree"]
    failure = case.find("failure")
    assert failure.get("type") == "Divergence"
    assert "scale: f32[] (weak) on process 0, i32[] (weak) on process 1" in failure.text
    assert suite.get("failures") == "1"
    assert ET.fromstring(junit(report)).get("tests") == str(len(report.entrypoints) + 1)

    [line] = [a for a in annotations(report) if "differs between processes" in a]
    site = line_of(module_text(DIVERGING_JOB), "y = step(x, scale)")
    assert line.startswith(f"::error file=job.py,line={site},")
    assert "### Processes that compiled different programs" in summary(report)


def test_processes_that_agree_give_no_divergence(tmp_path, monkeypatch):
    write_job(tmp_path)
    monkeypatch.chdir(tmp_path)
    finished = program.execute([sys.executable, "job.py", "agree"])
    assert finished.returncode == 0
    # JAX's truth: the same compiles on both processes
    for name in ("step", "total"):
        assert jax_compiled(tmp_path, 0, name) == jax_compiled(tmp_path, 1, name) != []
    # both were seen as one job and compared, compile by compile
    jobs = divergence.jobs(finished.snapshots)
    [members] = jobs.values()
    assert [m["job"]["process_index"] for m in members] == [0, 1]
    for m in members:
        assert [len(v) for v in m["signatures"].values()] == [1, 1]
        assert all(e["digest"] for v in m["signatures"].values() for e in v)
    report = program.merge(finished)
    assert report.divergences == []
    assert report.exit_code == 0


@pytest.mark.slow  # a job left to hang until --timeout
def test_a_job_that_diverges_then_hangs_is_stopped_and_reported(tmp_path, monkeypatch):
    write_job(tmp_path)
    monkeypatch.chdir(tmp_path)
    # The timeout must strike once both processes compiled (JAX's own log says when):
    # an attempt that stopped them earlier is repeated with more time, so a loaded
    # machine costs time, never the test.
    for timeout in (10, 30, 90):
        finished = program.execute([sys.executable, "job.py", "hang"], timeout=timeout)
        if all(jax_compiled(tmp_path, i, "step") for i in (0, 1)):
            break
    else:
        pytest.fail("the job's processes never both compiled within 90 s")
    assert finished.timed_out == timeout  # how soon after it: bench/limits.py
    pids = [s["pid"] for s in finished.snapshots]
    assert len(pids) == 2
    assert not any(alive(pid) for pid in pids)  # no process of the hung job is left
    report = program.merge(finished)
    [d] = report.divergences
    assert (d.function, d.path) == ("step", "scale")
    assert d.values == {0: "f32[] (weak)", 1: "i32[] (weak)"}
    # the timeout is an error (3 wins over 1), the divergence is in the report still
    assert report.exit_code == 3
    assert report.entrypoints[0].error.type == "Timeout"
    assert any("a likely reason why the program did not finish" in note
               for note in report.entrypoints[0].notes)
    assert report.unexpected == 1
    # process 0 compiled `total` and waits in it; process 1 never got there: not a
    # divergence, since neither process ended
    assert not any(d.kind == "compiles" for d in report.divergences)


def test_one_process_recompiling_is_named_by_its_cause_and_call_site(tmp_path):
    """Process 0 calls step(x, 3.0) twice (a cache hit), process 1 step(x, 3.0) then
    step(x, 3) (a recompile): the divergence names process 1's extra compile."""
    write_job(tmp_path)
    code, out, err = cli("run", "--format", "json", "--", sys.executable, "job.py",
                         "count", cwd=tmp_path, env=subprocess_env())
    doc = json.loads(out)
    # JAX's truth: step compiled once on process 0, twice on process 1 (i32 weak)
    assert [len(jax_compiled(tmp_path, i, "step")) for i in (0, 1)] == [1, 2]
    assert "int32[], weak_type=True" in jax_compiled(tmp_path, 1, "step")[1]
    [d] = doc["divergences"]
    assert (d["kind"], d["path"], d["compile"]) == ("compiles", "scale", 2)
    assert d["values"] == {"0": "1 compile (no recompile: reused its executable)",
                           "1": "2 compiles (#2: scale: f32[] (weak) → i32[] (weak))"}
    line = line_of(module_text(DIVERGING_JOB), "y = step(x, 3 if index == 1")
    assert d["call_site"] == f"job.py:{line}"
    assert code == 1, err
