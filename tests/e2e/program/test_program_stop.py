"""`jaxcheck run -- COMMAND` stopped by Ctrl-C, SIGTERM or its timeout: the program is
stopped as it would be without jaxcheck, nothing it started is left running, nothing of
jaxcheck's is left on disk, and the exit code is the real one.

jaxcheck runs in a session of its own here (as under a terminal: one foreground process
group), so a Ctrl-C is ``killpg(SIGINT)`` on that group. Every test waits on conditions
(a file the program writes once it is ready), never on a sleep, and checks by pid in
/proc that every process it started has ended.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from builders import write_module
from helpers import subprocess_env

from jaxcheck._src.util import errors

# signals and timeouts of whole process trees: `make test-slow` (CI runs it)
pytestmark = pytest.mark.slow

# a program that starts a tree and then hangs: a child in its group, a child that left
# it (setsid), and an orphan that is no Python process; it writes their pids when ready
TREE = '''
import os, subprocess, sys, time

sleeper = [sys.executable, "-c", "import time; time.sleep(600)"]
child = subprocess.Popen(sleeper)
escaped = subprocess.Popen(sleeper, start_new_session=True)
subprocess.run(["sh", "-c", "sleep 600 & echo $! > orphan.pid"], check=True)
orphan = int(open("orphan.pid").read())
with open("ready.tmp", "w") as f:
    f.write(" ".join(map(str, [os.getpid(), child.pid, escaped.pid, orphan])))
os.replace("ready.tmp", "ready")
time.sleep(600)
'''

# a program that compiles, says so, and waits for Ctrl-C
COMPILES = '''
import os, time
import jax
import jax.numpy as jnp

@jax.jit
def step(x):
    return x * 2

step(jnp.ones(3))
with open("ready.tmp", "w") as f:
    f.write(str(os.getpid()))
os.replace("ready.tmp", "ready")
time.sleep(600)
'''


def running(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def wait_until(condition, proc: subprocess.Popen, timeout: float = 120) -> None:
    """Poll ``condition`` until it holds; fail at once if ``proc`` ended first."""
    deadline = time.monotonic() + timeout
    while not condition():
        if proc.poll() is not None:
            out, err = proc.communicate()
            pytest.fail(f"jaxcheck ended early ({proc.returncode}): {out}{err}")
        if time.monotonic() > deadline:
            os.killpg(proc.pid, signal.SIGKILL)  # jaxcheck and the program's group
            proc.communicate()
            pytest.fail("the program never got ready")
        time.sleep(0.05)


def start(tmp_path: Path, *args: str, **env: str) -> subprocess.Popen:
    """``jaxcheck run ARGS``, alone in a new session (its own foreground group)."""
    (tmp_path / "tmp").mkdir()
    return subprocess.Popen([sys.executable, "-m", "jaxcheck", "run", *args], cwd=tmp_path,
                            env=subprocess_env(TMPDIR=str(tmp_path / "tmp"), **env),
                            start_new_session=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen, pids: list[int]) -> tuple[str, str]:
    """jaxcheck's output once it ended; kills what is left (then fails) so nothing leaks."""
    try:
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        left = [p for p in pids if running(p)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
    assert not left, f"still running: {left} ({err})"
    return out, err


def sigint_ignored(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status").read_text()
    mask = int(next(line for line in status.splitlines() if line.startswith("SigIgn:"))
               .split()[1], 16)
    return bool(mask & (1 << (signal.SIGINT - 1)))


def test_ctrl_c_stops_the_program_and_reports_what_it_compiled(tmp_path):
    write_module(tmp_path, "prog.py", COMPILES)
    proc = start(tmp_path, "--format", "json", "--", sys.executable, "prog.py",
                 JAX_LOG_COMPILES="1")
    wait_until((tmp_path / "ready").exists, proc)
    pid = int((tmp_path / "ready").read_text())
    assert not sigint_ignored(pid), "the program must get Ctrl-C as it would alone"
    os.killpg(proc.pid, signal.SIGINT)  # the terminal's Ctrl-C: the whole foreground group
    out, err = finish(proc, [pid])
    assert proc.returncode == errors.INTERRUPTED, err
    assert "KeyboardInterrupt" in err  # the program's own reaction to Ctrl-C
    [entry] = json.loads(out)["entrypoints"]
    # JAX's own count: its "Finished XLA compilation" lines, passed through to stderr
    logged = err.count("Finished XLA compilation of jit(step)")
    assert logged == 1
    assert sum(f["compiles"] for f in entry["functions"] if f["name"] == "step") == logged
    assert err.rstrip().endswith("jaxcheck: interrupted")
    assert not list((tmp_path / "tmp").iterdir())


def test_sigterm_ends_the_whole_tree_and_removes_the_run_directory(tmp_path):
    write_module(tmp_path, "prog.py", TREE)
    proc = start(tmp_path, "--", sys.executable, "prog.py")
    wait_until((tmp_path / "ready").exists, proc)
    pids = [int(p) for p in (tmp_path / "ready").read_text().split()]
    assert all(running(p) for p in pids)
    proc.send_signal(signal.SIGTERM)  # to jaxcheck alone
    out, err = finish(proc, pids)
    assert proc.returncode == errors.INTERRUPTED, out + err
    assert "exit 130" in out  # the summary tells the real exit code
    assert not list((tmp_path / "tmp").iterdir()), "jaxcheck-run-* left behind"


def test_the_timeout_ends_grandchildren_that_never_imported_jax(tmp_path):
    write_module(tmp_path, "prog.py", TREE)
    # the timeout counts from the start; the program must have started its tree by then
    proc = start(tmp_path, "--timeout", "10", "--", sys.executable, "prog.py")
    wait_until((tmp_path / "ready").exists, proc)
    pids = [int(p) for p in (tmp_path / "ready").read_text().split()]
    out, err = finish(proc, pids)
    assert proc.returncode == errors.TARGET_ERROR, out + err
    assert "did not finish within 10 s" in out
    assert not list((tmp_path / "tmp").iterdir())


def test_a_program_that_ignores_ctrl_c_is_ended_by_the_next_one(tmp_path):
    write_module(tmp_path, "prog.py", "import signal\n"
                 "signal.signal(signal.SIGINT, signal.SIG_IGN)  # the program's own choice\n"
                 + TREE)
    proc = start(tmp_path, "--", sys.executable, "prog.py")
    wait_until((tmp_path / "ready").exists, proc)
    pids = [int(p) for p in (tmp_path / "ready").read_text().split()]
    deadline = time.monotonic() + 60
    while running(pids[0]) and time.monotonic() < deadline:  # Ctrl-C until it stops
        os.killpg(proc.pid, signal.SIGINT)
        time.sleep(0.2)
    out, err = finish(proc, pids)
    assert proc.returncode == errors.INTERRUPTED, out + err
    assert not list((tmp_path / "tmp").iterdir())


def test_a_recorded_pid_now_used_by_another_process_is_never_signalled(tmp_path):
    from jaxcheck._src.util import proctree

    sleeper = [sys.executable, "-c", "import time; time.sleep(600)"]
    other = subprocess.Popen(sleeper)  # not the program's, but a stale record names its pid
    program = subprocess.Popen(sleeper)
    try:
        pids = tmp_path / "pids"
        pids.mkdir()
        (pids / str(other.pid)).write_text(str(proctree.start_time(other.pid) + 1))
        (pids / str(program.pid)).write_text(str(proctree.start_time(program.pid)))
        # other children of this test process (a pre-warmed interpreter under xdist) are
        # not the program's, as a pre-started worker is not in a real run
        mine = set(proctree.children(os.getpid())) - {other.pid, program.pid}
        tree = proctree.Tree(program.pid, pids, not_ours=mine)
        assert set(tree.scan()) == {program.pid}
        tree.end(grace=5)
        assert program.wait(30) == -signal.SIGTERM
        assert running(other.pid)
    finally:
        for proc in (other, program):
            proc.kill()
            proc.wait()
