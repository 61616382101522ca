"""Hosts of one distributed job, each under its own `jaxcheck run --` (`_hosts`).

Each process of a real job (local CPU processes joined by ``jax.distributed.initialize``
with gloo collectives) is started by its own ``jaxcheck run -- python job.py ...``, as
each host's launcher would start it: no jaxcheck sees more than one process, so the
processes compare through the job's key-value store. Each host's stderr holds JAX's
own compile lines (``jax_log_compiles``): that is the truth every report is checked
against.
"""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
from pathlib import Path

import jax
import pytest
from builders import write_module
from helpers import alive, subprocess_env

from jaxcheck._src.analysis import divergence
from jaxcheck._src.run import program

# multi-process jobs of 2 and 4 processes: `make test-slow` (CI runs it)
pytestmark = [pytest.mark.skipif(not hasattr(jax, "distributed"), reason="no jax.distributed"),
              pytest.mark.slow]

JOB = '''
"""python job.py MODE INDEX PORT COUNT: one process of a job, started on its own host."""
import sys
import time

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec

mode, index, port, count = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
odd = index == count - 1  # the host that differs
jax.config.update("jax_cpu_collectives_implementation", "gloo")
jax.distributed.initialize(f"127.0.0.1:{port}", num_processes=count, process_id=index)


@jax.jit
def step(x, scale, extra):
    return x * scale + jnp.sum(extra)


@jax.jit
def total(y):
    return jnp.sum(y)


mesh = Mesh(np.array(jax.devices()), ("p",))
x = jax.make_array_from_process_local_data(NamedSharding(mesh, PartitionSpec("p")),
                                           np.ones((1, 4), np.float32))
for n in range(2):
    # the bugs, on the last host only: a Python int for a float from the start
    # (weak) or from the second step on (alone: it recompiles, the others reuse
    # their executable); an extra argument of another size (shape)
    late = mode == "early" and n == 1
    scale = 3 if odd and (mode == "weak" or (mode in ("alone", "hang") or late)
                          and n == 1) else 3.0
    extra = np.ones(5 if odd and mode == "shape" else 3, np.float32)
    if late and odd:
        time.sleep(5)  # the others have ended before this host recompiles
    y = step(x, scale, extra)
    if mode == "hang" and odd and n == 1:
        time.sleep(600)  # it falls behind: the others wait for it in the collective
    if not late:  # early: no collective in the last step, the first host ends at once
        print(index, float(total(y)), flush=True)
'''

LAUNCH = '''
"""python launch.py MODE COUNT: every process of the job on this host, as one command."""
import os
import socket
import subprocess
import sys

mode, count = sys.argv[1], sys.argv[2]
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
procs = [subprocess.Popen([sys.executable, "job.py", mode, str(i), str(port), count],
                          stderr=open(f"process{i}.log", "w"))
         for i in range(int(count))]
sys.exit(max(p.wait() for p in procs))
'''

LINE = "jaxcheck: DIVERGED"


def line_of(text: str) -> int:
    lines = JOB.lstrip().splitlines()
    return next(n for n, line in enumerate(lines, 1) if text in line)


class Host:
    """One host's `jaxcheck run --`: its exit code, JSON report and stderr."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.err = code, err
        self.doc = json.loads(out)
        [self.entry] = self.doc["entrypoints"]

    def jax_compiled(self, name: str) -> list[str]:
        """JAX's own words: the argument types of each compile of jit(NAME)."""
        return re.findall(rf"Compiling jit\({name}\) with global shapes and types \((.*?)\)\. ",
                          self.err)

    def compiles(self) -> dict[str, int]:
        return {f["name"]: f["compiles"] for f in self.entry["functions"]}


def run_hosts(where: Path, mode: str, count: int, timeout: float | None = None) -> list[Host]:
    """Start ``count`` hosts, each one process of the job under its own jaxcheck."""
    write_module(where, "job.py", JOB)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    # one CPU device per process; JAX logs each compile (the test's truth)
    env = subprocess_env(XLA_FLAGS="", JAX_LOG_COMPILES="1")
    extra = ["--timeout", str(timeout)] if timeout else []
    procs = [subprocess.Popen(
        [sys.executable, "-m", "jaxcheck", "run", "--format", "json", *extra, "--",
         sys.executable, "job.py", mode, str(i), str(port), str(count)],
        cwd=where, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for i in range(count)]
    try:
        done = [p.communicate(timeout=240) for p in procs]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    hosts = [Host(p.returncode, out, err) for p, (out, err) in zip(procs, done, strict=True)]
    for h in hosts:  # nothing of the job is left running
        assert not alive(h.entry["pid"])
    return hosts


def check_against_jax(hosts: list[Host]) -> None:
    """Each host's report counts the compiles JAX logged in that process."""
    for h in hosts:
        assert h.compiles() == {name: len(h.jax_compiled(name)) for name in ("step", "total")}


def printed_before_the_collective(h: Host) -> bool:
    """The divergence line came before JAX compiled the next collective (``total``)."""
    return LINE in h.err and h.err.index(LINE) < h.err.index("Compiling jit(total)")


def only_divergence(hosts: list[Host]) -> dict:
    """The one divergence every host reported, the same on each."""
    docs = [h.doc["divergences"] for h in hosts]
    assert all(len(d) == 1 for d in docs), docs
    assert all(d == docs[0] for d in docs)
    return docs[0][0]


@pytest.fixture(scope="module")
def weak(tmp_path_factory):
    return run_hosts(tmp_path_factory.mktemp("weak"), "weak", 2)


def test_a_weak_type_flip_on_one_host_fails_every_host(weak):
    # JAX's truth: each process compiled step once, with another type of `scale`
    assert "ShapedArray(float32[], weak_type=True)" in weak[0].jax_compiled("step")[0]
    assert "ShapedArray(int32[], weak_type=True)" in weak[1].jax_compiled("step")[0]
    check_against_jax(weak)
    d = only_divergence(weak)
    assert (d["function"], d["compile"], d["kind"], d["path"]) == ("step", 1, "dtype", "scale")
    assert d["values"] == {"0": "f32[] (weak)", "1": "i32[] (weak)"}
    assert d["defined_at"] == f"job.py:{line_of('def step') - 1}"
    assert d["call_site"] == f"job.py:{line_of('y = step(')}"
    assert d["job"].endswith("(2 processes)")
    for h in weak:  # the job itself ran to its end; the divergence fails each host
        assert h.code == 1, h.err
        assert h.doc["program"]["exit_code"] == 0
        # each host saw the other through the store: no note that it could not
        assert not any("ran under this jaxcheck" in n for n in h.entry["notes"])
        [line] = [ln for ln in h.err.splitlines() if ln.startswith(LINE)]
        assert "scale: f32[] (weak) on process 0, i32[] (weak) on process 1" in line
    # the second process to compile step saw the difference at once, before its next
    # collective (the first one learnt it from the store a little later)
    assert any(printed_before_the_collective(h) for h in weak)


@pytest.fixture(scope="module")
def shape(tmp_path_factory):
    return run_hosts(tmp_path_factory.mktemp("shape"), "shape", 2)


def test_a_shape_that_differs_on_one_host(shape):
    assert "ShapedArray(float32[3])" in shape[0].jax_compiled("step")[0]
    assert "ShapedArray(float32[5])" in shape[1].jax_compiled("step")[0]
    check_against_jax(shape)
    d = only_divergence(shape)
    assert (d["kind"], d["path"], d["values"]) == ("shape", "extra",
                                                    {"0": "f32[3]", "1": "f32[5]"})
    assert [h.code for h in shape] == [1, 1]
    assert any(printed_before_the_collective(h) for h in shape)


@pytest.fixture(scope="module")
def alone(tmp_path_factory):
    return run_hosts(tmp_path_factory.mktemp("alone"), "alone", 4)


def test_a_host_that_recompiles_alone_among_four(alone):
    # JAX's truth: the last process compiled step twice (an int scale the second
    # time), the three others once: they reused their executable
    assert [len(h.jax_compiled("step")) for h in alone] == [1, 1, 1, 2]
    assert "ShapedArray(int32[], weak_type=True)" in alone[3].jax_compiled("step")[1]
    check_against_jax(alone)
    d = only_divergence(alone)
    assert (d["function"], d["compile"], d["kind"], d["path"]) == ("step", 2, "compiles",
                                                                   "scale")
    assert d["values"] == {**{str(i): "1 compile (reused its executable)" for i in range(3)},
                           "3": "2 compiles (#2: scale: f32[] (weak) → i32[] (weak))"}
    assert d["job"].endswith("(4 processes)")
    for h in alone:  # each host, also those that never recompiled, fails and says why
        assert h.code == 1, h.err
        [line] = [ln for ln in h.err.splitlines() if ln.startswith(LINE)]
        assert "on processes 0-2" in line and "on process 3" in line


def test_a_host_that_ended_first_still_sees_the_later_recompile(tmp_path):
    hosts = run_hosts(tmp_path, "early", 2)
    assert [len(h.jax_compiled("step")) for h in hosts] == [1, 2]  # JAX's truth
    check_against_jax(hosts)
    d = only_divergence(hosts)
    assert (d["compile"], d["kind"], d["values"]["0"]) == (2, "compiles",
                                                           "1 compile (reused its executable)")
    assert [h.code for h in hosts] == [1, 1]


def test_hosts_that_agree_give_no_divergence(tmp_path):
    hosts = run_hosts(tmp_path, "agree", 2)
    for name in ("step", "total"):
        assert hosts[0].jax_compiled(name) == hosts[1].jax_compiled(name) != []
    check_against_jax(hosts)
    for h in hosts:
        assert h.code == 0, h.err
        assert h.doc["divergences"] == [] and LINE not in h.err


def test_a_job_that_hangs_after_a_recompile_alone(tmp_path):
    # the last host recompiles step alone, then falls behind; the first waits for it
    # in the collective: each host's jaxcheck stops its process at --timeout
    hosts = run_hosts(tmp_path, "hang", 2, timeout=30)
    assert [len(h.jax_compiled("step")) for h in hosts] == [1, 2]
    for h in hosts:
        assert h.code == 3, h.err  # the timeout (3) wins over the divergence (1)
        assert h.entry["error"]["type"] == "Timeout"
        # the line was printed while the job hung, and the report has what it saw
        [line] = [ln for ln in h.err.splitlines() if ln.startswith(LINE)]
        assert "so far" in line and "2 compiles (#2: scale: f32[] (weak) → i32[] (weak))" \
            in line
        [d] = h.doc["divergences"]
        assert (d["function"], d["compile"], d["kind"]) == ("step", 2, "compiles")
        assert d["values"]["0"] == "1 compile so far (reused its executable, or behind)"


def test_under_one_run_the_parent_and_the_store_report_one_divergence(tmp_path, monkeypatch):
    write_module(tmp_path, "job.py", JOB)
    write_module(tmp_path, "launch.py", LAUNCH)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XLA_FLAGS", "")
    monkeypatch.setenv("JAX_LOG_COMPILES", "1")
    finished = program.execute([sys.executable, "launch.py", "alone", "2"])
    assert finished.returncode == 0
    logs = [(tmp_path / f"process{i}.log").read_text() for i in range(2)]
    assert [log.count("Compiling jit(step)") for log in logs] == [1, 2]  # JAX's truth
    # the parent compared both processes' files; each process compared through the store
    parent, _ = divergence.find(finished.snapshots)
    assert [(d.function, d.compile, d.kind) for d in parent] == [("step", 2, "compiles")]
    for snap in finished.snapshots:
        [d] = snap["hosts"]["divergences"]
        assert (d["function"], d["compile"], d["kind"]) == ("step", 2, "compiles")
        assert snap["hosts"]["compared"]
    report = program.merge(finished)
    assert len(report.divergences) == 1 and report.exit_code == 1
    assert all(LINE in log for log in logs)
    assert not any(alive(s["pid"]) for s in finished.snapshots)
