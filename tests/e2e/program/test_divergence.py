"""Processes of one distributed job that compile different programs (`run -- COMMAND`).

Real jobs: two local CPU processes joined by JAX's own distributed runtime
(``jax.distributed.initialize``, gloo collectives), started by a launcher the way a
user's script would start them. Each process logs JAX's own compile lines
(``jax_log_compiles``) to a file of its own: that is the truth the divergences are
checked against. The comparison's rules (which processes are one job, what counts
as a difference) are checked in-process on real signatures.
"""

from __future__ import annotations

import io
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import jax
import jax.numpy as jnp
import pytest
from helpers import cli, line_of, module_text, subprocess_env, write_module
from rich.console import Console

from jaxcheck._src.analysis import divergence
from jaxcheck._src.capture.capture import Capture
from jaxcheck._src.model.report import Divergence
from jaxcheck._src.report.github import annotations, summary
from jaxcheck._src.report.jsonreport import report_from
from jaxcheck._src.report.junitxml import render as junit
from jaxcheck._src.report.terminal import render as rich
from jaxcheck._src.report.view import process_values
from jaxcheck._src.run import program

pytestmark = pytest.mark.skipif(not hasattr(jax, "distributed"), reason="no jax.distributed")

JOB = '''
"""python job.py MODE: a launcher; python job.py MODE INDEX PORT: one process of the job."""
import os
import socket
import subprocess
import sys
import time

if len(sys.argv) == 2:  # the launcher: two processes, each logging to its own file
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # one CPU device per process; JAX logs each compile (the test's truth)
    env = dict(os.environ, XLA_FLAGS="", JAX_LOG_COMPILES="1")
    procs = [subprocess.Popen([sys.executable, __file__, sys.argv[1], str(i), str(port)],
                              env=env, stderr=open(f"process{i}.log", "w"))
             for i in range(2)]
    sys.exit(max(p.wait() for p in procs))

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec

mode, index, port = sys.argv[1], int(sys.argv[2]), sys.argv[3]
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=2, process_id=index)


@jax.jit
def step(x, scale):
    return x * scale


@jax.jit
def total(y):
    return jnp.sum(y)


mesh = Mesh(np.array(jax.devices()), ("p",))
x = jax.make_array_from_process_local_data(NamedSharding(mesh, PartitionSpec("p")),
                                           np.ones((1, 4), np.float32))
# the bug: a Python float on process 0, an int on process 1 (e.g. read from a config)
scale = 3 if mode not in ("agree", "count") and index == 1 else 3.0
y = step(x, scale)
if mode == "count":  # the commonest divergence: process 1 recompiles, process 0 hits
    y = step(x, 3 if index == 1 else 3.0)
if mode == "hang" and index == 1:
    time.sleep(600)  # process 1 falls behind: process 0 waits for it in the collective
if mode != "diverge":  # diverge: the job ends right after the compile
    print(index, float(total(y)))
jax.distributed.shutdown()  # the job is over before the process exits
'''



def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie has ended; its parent (the launcher) is gone, init reaps it
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except OSError:
        return False


def write_job(where: Path) -> None:
    write_module(where, "job.py", JOB)


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
    defined = line_of(module_text(JOB), "def step") - 1  # its decorator's line
    assert d["function"] == "step" and d["defined_at"] == f"job.py:{defined}"
    assert d["path"] == "scale" and d["kind"] == "dtype" and d["compile"] == 1
    assert d["values"] == {"0": "f32[] (weak)", "1": "i32[] (weak)"}
    assert d["call_site"] == f"job.py:{line_of(module_text(JOB), 'y = step(x, scale)')}"
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
    site = line_of(module_text(JOB), "y = step(x, scale)")
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
    assert d["call_site"] == f"job.py:{line_of(module_text(JOB), 'y = step(x, 3 if index == 1')}"
    assert code == 1, err


# --- the comparison's rules, on real signatures ---------------------------------------


def snapshots_of(calls: dict[int, list[tuple]], coordinator: str = "10.0.0.1:1234",
                 count: int | None = None, final: bool = True,
                 static: bool = False) -> list[dict]:
    """One snapshot per process index, from real calls of a jitted function."""

    out = []
    for index, args_list in calls.items():
        def step(x, scale):  # a function of its own per process: JAX's caches are empty
            return jax.tree.map(lambda a: a * (2.0 if isinstance(scale, str) else scale), x)

        f = jax.jit(step, static_argnums=(1,) if static else ())
        with Capture() as cap:
            for args in args_list:
                f(*args)
        from jaxcheck._src.analysis import analyze

        functions = analyze.functions(cap.records)
        out.append({"pid": 1000 + index, "started": float(index), "final": final,
                    "job": {"coordinator": coordinator, "process_index": index,
                            "process_count": count or len(calls)},
                    "signatures": divergence.signatures(functions, cap.records, {})})
    return out


def test_the_comparison_rules():
    x = jnp.ones(3)
    # agreeing processes: nothing, also for statics and containers
    same = snapshots_of({0: [(x, 2.0)], 1: [(x, 2.0)], 2: [(x, 2.0)]})
    assert divergence.find(same)[0] == []
    tree = {"w": x, "b": [x, x]}
    assert divergence.find(snapshots_of({0: [(tree, "relu")], 1: [(tree, "relu")]},
                                         static=True))[0] == []
    [d] = divergence.find(snapshots_of({0: [(tree, 2.0)], 1: [(tree, 3.0)]},
                                        static=True))[0]
    assert (d.kind, d.path, d.values) == ("static_value", "scale", {0: "2.0", 1: "3.0"})
    [d] = divergence.find(snapshots_of({0: [(tree, 2.0)], 1: [({"w": x}, 2.0)]}))[0]
    assert (d.kind, d.path) == ("pytree_structure", "x")
    # each process commits to a device of its own: the same program, not a divergence
    on = [jax.device_put(x, d) for d in jax.devices()[:2]]
    assert divergence.find(snapshots_of({0: [(on[0], 2.0)], 1: [(on[1], 2.0)]}))[0] == []
    # committed on one process, a host value on the other: one local device all the same
    assert divergence.find(snapshots_of({0: [(on[0], 2.0)], 1: [(x, 2.0)]}))[0] == []

    # the majority is the reference; processes with one value are named together
    three = snapshots_of({0: [(x, 2.0)], 1: [(x, 2)], 2: [(x, 2.0)]})
    [d] = divergence.find(three)[0]
    assert d.values == {0: "f32[] (weak)", 1: "i32[] (weak)", 2: "f32[] (weak)"}
    assert process_values(d) == "f32[] (weak) on processes 0, 2, i32[] (weak) on process 1"

    # a shape differs on one process: the argument path and both shapes
    [d] = divergence.find(snapshots_of({0: [(x, 2.0)], 1: [(jnp.ones(4), 2.0)]}))[0]
    assert (d.kind, d.path, d.values) == ("shape", "x", {0: "f32[3]", 1: "f32[4]"})

    # a second compile on one process only: a divergence once both ended...
    more = snapshots_of({0: [(x, 2.0), (jnp.ones(4), 2.0)], 1: [(x, 2.0)]})
    [d] = divergence.find(more)[0]
    assert (d.kind, d.path, d.compile) == ("compiles", "x", 2)
    assert d.values == {0: "2 compiles (#2: x: f32[3] → f32[4])",
                        1: "1 compile (no recompile: reused its executable)"}
    # ...not while one may still be on its way there (stopped at a timeout)
    more[1]["final"] = False
    assert divergence.find(more)[0] == []

    # a compile without a signature on one process: not compared, and said so
    unknown = snapshots_of({0: [(x, 2.0)], 1: [(x, 2)]})
    [entry] = next(iter(unknown[1]["signatures"].values()))
    entry.update(digest=None, signature=None, error="TypeError: no signature")
    found, notes = divergence.find(unknown)
    assert found == []
    assert any("has no signature, so it was not compared (TypeError: no signature)" in n
               for n in notes[unknown[0]["pid"]])

    # processes of another job, or of none, are never compared with this one
    other = snapshots_of({0: [(x, 2)]}, coordinator="10.0.0.2:1234", count=2)
    loner = snapshots_of({0: [(x, 2)]})[0]
    loner["job"] = None
    found, notes = divergence.find(same[:2] + other + [loner])
    assert found == []
    assert any("only process 0 of 2 ran under this jaxcheck" in n
               for n in notes[other[0]["pid"]])
    # the same job run twice by one command: two runs, each compared in itself
    twice = snapshots_of({0: [(x, 2.0)], 1: [(x, 2.0)]}) + [
        {**s, "started": s["started"] + 10} for s in snapshots_of({0: [(x, 2)], 1: [(x, 2)]})]
    assert divergence.find(twice)[0] == []
    assert len(divergence.jobs(twice)) == 2


def test_a_divergence_fails_the_run_and_reads_back():
    d = Divergence("10.0.0.1:1 (2 processes)", "step", "job.py:3", 1, "weak_type", "scale",
                   "job.py:9", {0: "f32[]", 1: "f32[] (weak)"})
    finished = program.Finished("python job.py", os.getpid(), 0, 1.0, [])
    report = program.merge(finished)
    assert report.exit_code == 0
    report.divergences.append(d)
    assert report.exit_code == 1
    from jaxcheck._src.report.jsonreport import to_dict

    assert report_from(json.loads(json.dumps(to_dict(report)))).divergences == [d]


def test_a_static_field_holding_a_function_reads_the_same_in_every_process():
    # each process has its own address for the same function: an equinox static field
    # holding one (an activation) must not make the processes' programs look different,
    # nor the persistent cache's record of a run differ from the next run's
    eqx = pytest.importorskip("equinox")
    from jaxcheck._src.analysis import pcache
    from jaxcheck._src.signature.signature import Identities, build_named

    def make_act():
        def act(x):
            return x
        act.__qualname__ = "act"  # a short repr: `<function act at 0x…>`, address and all
        return act

    class Block(eqx.Module):
        w: jax.Array
        b: jax.Array
        act: object = eqx.field(static=True)

    one, two = (build_named({"model": Block(jnp.ones(2), jnp.ones(2), make_act())},
                            Identities()) for _ in range(2))
    assert one.nodes["model"].static_fields != two.nodes["model"].static_fields  # addresses
    assert divergence.signature_data(one, None) == divergence.signature_data(two, None)
    assert pcache.summary(one) == pcache.summary(two)
    assert " at 0x" not in json.dumps(pcache.summary(one))
