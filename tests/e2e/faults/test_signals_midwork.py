"""Ctrl-C and SIGTERM in the middle of the work: while variations run (trace mode and
execute mode, in process and in ``-j 2`` workers) and while `baseline` updates the lock.

Each run is a real process in a session of its own, signalled as soon as the target's
marker file appears (the first variation has begun; `baseline` holds the lock), never
after a fixed sleep. The answer each time: exit 130, "interrupted" as the last line, no
traceback, no process of the session left, no temporary directory left; the lock is the
old one byte for byte, with neither its temporary file nor its sidecar left behind.
A program after `--`: ``tests/e2e/program/test_program_stop.py``.
"""

from __future__ import annotations

import signal
import uuid

import pytest
from builders import write_module
from helpers import cli, signalled

from jaxcheck._src.util import errors

STEPS = """
import time
import jax, jax.numpy as jnp

CALLS = [0]


@jax.jit
def inner(x):
    return x * 2


def step(x, y):
    CALLS[0] += 1
    if CALLS[0] == 2:  # the first variation: the base call is over
        open(MARKER, "w").close()
    if CALLS[0] >= 2:
        time.sleep(3)  # each variation takes a while: the signal lands inside one
    return inner(x) + y


step_too = step


def make():
    return (jnp.ones(3), jnp.ones(3))
"""


def _steps(tmp_path) -> str:
    name = f"steps_{uuid.uuid4().hex[:8]}"
    write_module(tmp_path, f"{name}.py", f"MARKER = {str(tmp_path / 'varying')!r}\n" + STEPS)
    return name


def _stopped(code: int, err: str, left: list, temps: list) -> None:
    assert code == errors.INTERRUPTED, err
    assert err.strip().splitlines()[-1] == "jaxcheck: interrupted", err
    assert "Traceback" not in err and "did not stop within" not in err, err
    assert left == [], left
    assert temps == [], temps


@pytest.mark.parametrize("mode, sig", [
    ("trace", signal.SIGINT),
    pytest.param("execute", signal.SIGTERM, marks=pytest.mark.slow),
    pytest.param("trace", signal.SIGTERM, marks=pytest.mark.slow),
    pytest.param("execute", signal.SIGINT, marks=pytest.mark.slow),
])
def test_a_signal_during_variations_stops_the_run_at_once(tmp_path, mode, sig):
    name = _steps(tmp_path)
    code, took, err, left, temps = signalled(
        tmp_path, ["run", f"{name}.py:step", "--example", f"{name}:make", "--mode", mode,
                   "--format", "json"], sig, "varying", settle=0.2)
    _stopped(code, err, left, temps)
    assert took < 2.5, took  # inside the variation's sleep: not after it


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_during_variations_in_workers_leaves_no_process(tmp_path, sig):
    name = _steps(tmp_path)
    code, took, err, left, temps = signalled(
        tmp_path, ["run", f"{name}.py:step", f"{name}.py:step_too", "--example",
                   f"{name}:make", "--mode", "execute", "-j", "2"], sig, "varying",
        settle=0.2)
    _stopped(code, err, left, temps)


PROJECT_MODULE = """
import jax, jax.numpy as jnp

f = jax.jit(lambda x: x + 1)


def workload():
    f(jnp.ones(2)){more}
"""


@pytest.mark.parametrize("sig", [signal.SIGTERM,
                                 pytest.param(signal.SIGINT, marks=pytest.mark.slow)])
def test_a_signal_while_baseline_updates_the_lock_keeps_the_old_lock(tmp_path, sig):
    """Before, SIGTERM there ended the process by the signal (no exit 130) and left the
    sidecar `.jaxcheck.lock.lock` in the project."""
    pkg = f"pk_{uuid.uuid4().hex[:6]}"
    (tmp_path / pkg).mkdir()
    (tmp_path / pkg / "__init__.py").write_text("")
    module = tmp_path / pkg / "m.py"
    module.write_text(PROJECT_MODULE.format(more=""))
    (tmp_path / "pyproject.toml").write_text(
        f'[[tool.jaxcheck.entrypoints]]\ntarget = "{pkg}.m:workload"\n')
    code, _, err = cli("baseline", "--no-isolate", cwd=tmp_path)
    assert code == errors.OK, err
    lock = tmp_path / "jaxcheck.lock"
    old = lock.read_bytes()
    module.write_text(PROJECT_MODULE.format(more="; f(jnp.ones(3))"))  # a new lock differs
    code, took, err, left, temps = signalled(
        tmp_path, ["baseline", "--no-isolate"], sig, ".jaxcheck.lock.lock", settle=0.2,
        JAXCHECK_TEST_LOCK_HOLD="30")
    _stopped(code, err, left, temps)
    assert lock.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".jaxcheck")) == []
