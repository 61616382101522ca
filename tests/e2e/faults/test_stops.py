"""How a run stops: a signal stops a compiling run at once with its report, a hard
deadline ends one busy in garbage collection, Ctrl-C during ``check -j 2`` leaves no
process or temporary directory behind, and a thread the target left running does not
hang the exit.

Each case runs the command in a process (a session) of its own; where a count is
asserted, it is checked against JAX's own compile log.
"""

from __future__ import annotations

import subprocess
import sys
import uuid

import pytest
from builders import GC_BUSY, marked
from helpers import signalled, subprocess_env

from jaxcheck._src.util import errors
from jaxcheck._src.util import errors as _errors

# --- signals: the run stops at once, a hard deadline, nothing left behind -------------


@pytest.mark.slow
def test_sigterm_ends_a_run_busy_in_garbage_collection(tmp_path):
    """Ended (not still running 30 s later: `_signalled` fails then), with its report and
    nothing left behind; how soon is a figure of bench/limits.py."""
    import signal

    (tmp_path / "busy.py").write_text(marked(GC_BUSY, str(tmp_path / "started")))
    code, took, err, left, temps = signalled(tmp_path, ["run", "busy.py:gc_busy"],
                                              signal.SIGTERM, "started")
    assert code == _errors.INTERRUPTED, err
    assert "Exception ignored" not in err
    assert "interrupted" in err.splitlines()[-1]
    assert left == [] and temps == []


@pytest.mark.slow
@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_a_signal_stops_a_compiling_run_at_once_with_its_report(tmp_path, sig):
    import signal

    (tmp_path / "busy.py").write_text(marked(GC_BUSY, str(tmp_path / "started")))
    code, took, err, left, temps = signalled(
        tmp_path, ["run", "busy.py:compiling"], getattr(signal, sig), "started")
    assert code == _errors.INTERRUPTED, err
    # stopped at the next jitted call, not by the hard deadline (which says "did not stop
    # within"); how soon is a figure of bench/limits.py
    assert "did not stop within" not in err and "Traceback" not in err
    assert left == [] and temps == []


@pytest.mark.slow
@pytest.mark.parametrize("delay", ["start-up", "running"])
def test_ctrl_c_during_check_j2_leaves_no_process_or_temporary_directory(tmp_path, delay):
    import signal

    root = tmp_path
    pkg = root / f"pk_{uuid.uuid4().hex[:6]}"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "m.py").write_text(marked(GC_BUSY, str(root / "started")))
    (root / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{pkg.name}.m:gc_busy"\n\n'
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{pkg.name}.m:compiling"\n')
    wait_for = "pyproject.toml" if delay == "start-up" else "started"
    code, took, err, left, temps = signalled(root, ["check", "-j", "2"], signal.SIGINT,
                                              wait_for)
    assert code == _errors.INTERRUPTED, err
    assert left == [], left
    assert temps == [], temps


# --- a thread the target left running -------------------------------------------------


def test_a_thread_left_running_by_a_target_does_not_hang_the_exit(tmp_path):
    (tmp_path / "threads.py").write_text(
        "import threading, time\n"
        "import jax, jax.numpy as jnp\n"
        "f = jax.jit(lambda x: x * 2)\n"
        "def recompiles():\n"
        "    f(jnp.ones(3)); f(jnp.ones(4))\n"
        "    threading.Thread(target=time.sleep, args=(600,), name='poller').start()\n")
    # a real interpreter: its shutdown is what would wait for the thread
    proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", "threads.py:recompiles",
                           "--no-variations"], cwd=tmp_path, env=subprocess_env(COLUMNS="200"),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == errors.RECOMPILES, (proc.stdout, proc.stderr)
    assert "1 recompile" in proc.stdout  # the report first
    notes = [ln for ln in proc.stderr.splitlines() if "'poller'" in ln]
    assert len(notes) == 1 and notes[0].startswith("jaxcheck: note: "), proc.stderr
