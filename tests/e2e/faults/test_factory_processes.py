"""Example factories that misbehave, in processes: one that ends its process, forks,
raises ``KeyboardInterrupt`` in a worker, prints under ``--isolate``, or hangs.

The worst of them was a silent pass: ``os._exit(0)`` in a factory run in process exited
0 with an empty JSON document. A process that ends without jaxcheck's verdict now never
reads as a pass (exit 3), and a forked child never prints a second document.
Factories met in this process: ``tests/faults/test_factories.py``.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import uuid

import pytest
from builders import write_module
from helpers import cli, error_line, signalled, subprocess_env

from jaxcheck._src.util import errors

#: in process, then in a worker (which held before: slow)
ISOLATION = [[], pytest.param(["--isolate"], marks=pytest.mark.slow)]

FACTORIES = """
import os, sys, time
import jax, jax.numpy as jnp

@jax.jit
def step(x):
    return x * 2

def ends():
    os._exit(0)

def forks():
    os.fork()  # both processes return here: only one may report
    return (jnp.ones(3),)

def interrupted():
    raise KeyboardInterrupt

def exits():
    sys.exit(0)

def prints():
    print('{"schema": "not the report"}')
    os.write(1, b"C-level output\\n")
    return (jnp.ones(3),)

def hangs():
    open(MARKER, "w").close()
    time.sleep(600)
"""


def _factories(tmp_path) -> str:
    name = f"facs_{uuid.uuid4().hex[:8]}"
    write_module(tmp_path, f"{name}.py",
                 f"MARKER = {str(tmp_path / 'hanging')!r}\n" + FACTORIES)
    return name


def _run(tmp_path, factory: str, *extra: str):
    name = _factories(tmp_path)
    return cli("run", f"{name}.py:step", "--example", f"{name}:{factory}", "--format", "json",
               *extra, cwd=tmp_path)


def _whole(tmp_path, *args: str) -> tuple[int, str, str]:
    """`python -m jaxcheck ARGS` read until every process holding its stdout ended (a
    child the code forked too: what it would print is part of the answer)."""
    proc = subprocess.run([sys.executable, "-m", "jaxcheck", *args], cwd=tmp_path,
                          env=subprocess_env(), capture_output=True, text=True, timeout=180)
    return proc.returncode, proc.stdout, proc.stderr


@pytest.mark.parametrize("how", ISOLATION)
def test_a_factory_calling_os_exit_0_exits_3_with_a_report_never_0(tmp_path, how):
    code, out, err = _run(tmp_path, "ends", *how)
    assert code == errors.TARGET_ERROR, err
    (ep,) = json.loads(out)["entrypoints"]
    assert ep["error"]["type"] == "Crashed", ep["error"]
    assert "os._exit" in ep["error"]["message"]


def test_os_exit_0_while_a_target_is_imported_exits_3_with_one_line(tmp_path):
    write_module(tmp_path, "leaves.py", """
        import os
        import jax
        os._exit(0)
        def main():
            pass
    """)
    code, out, err = cli("run", "leaves.py:main", "--format", "json", cwd=tmp_path)
    assert code == errors.TARGET_ERROR, err
    line = error_line(err)
    assert "os._exit(0)" in line and "without a verdict" in line
    assert out == ""  # no empty document that a reader could take for a pass


@pytest.mark.parametrize("how", ISOLATION)
def test_a_factory_that_forks_prints_one_document_and_one_verdict(tmp_path, how):
    """Before: in process, two documents and two verdicts (the child went on as jaxcheck)."""
    name = _factories(tmp_path)
    code, out, err = _whole(tmp_path, "run", f"{name}.py:step", "--example", f"{name}:forks",
                            "--format", "json", *how)
    assert code == errors.OK, err
    assert out.count('"schema"') == 1, out
    assert json.loads(out)["entrypoints"][0]["error"] is None
    assert err.count("PASS") == 1, err


def test_a_module_that_forks_while_imported_prints_one_document(tmp_path):
    write_module(tmp_path, "forking.py", """
        import os
        import jax, jax.numpy as jnp
        os.fork()
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(2))
    """)
    code, out, err = _whole(tmp_path, "run", "forking.py:main", "--format", "json")
    assert code == errors.OK, err
    assert out.count('"schema"') == 1, out


def test_keyboard_interrupt_in_a_workers_factory_is_the_interrupted_exit_not_4(tmp_path):
    """Before: 4, an internal error, as if jaxcheck had failed in the worker."""
    code, out, err = _run(tmp_path, "interrupted", "--isolate")
    assert code == errors.INTERRUPTED, err
    assert json.loads(out)["interrupted"] is True
    assert "internal error" not in err and err.strip().endswith("jaxcheck: interrupted")


@pytest.mark.slow
def test_system_exit_in_a_workers_factory_is_a_target_error(tmp_path):
    code, out, err = _run(tmp_path, "exits", "--isolate")
    assert code == errors.TARGET_ERROR, err
    assert json.loads(out)["entrypoints"][0]["error"]["type"] == "SystemExit"


@pytest.mark.slow
def test_what_a_workers_factory_prints_never_enters_the_json_document(tmp_path):
    code, out, err = _run(tmp_path, "prints", "--isolate")
    assert code == errors.OK, err
    assert json.loads(out)["entrypoints"][0]["error"] is None
    assert "not the report" in err and "C-level output" in err
    assert "not the report" not in out and "C-level" not in out


@pytest.mark.slow
def test_a_hanging_factory_is_stopped_by_the_timeout_with_exit_3(tmp_path):
    code, out, err = _run(tmp_path, "hangs", "--timeout", "2")
    assert code == errors.TARGET_ERROR, err
    (ep,) = json.loads(out)["entrypoints"]
    assert ep["error"]["type"] == "Timeout"


@pytest.mark.slow
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_a_hanging_factory_without_a_timeout_ends_cleanly_on_a_signal(tmp_path, sig):
    """Without ``--timeout`` nothing bounds a factory that never returns: Ctrl-C (or a CI
    cancel's SIGTERM) ends it at once with exit 130 and nothing left running."""
    name = _factories(tmp_path)
    code, took, err, left, temps = signalled(
        tmp_path, ["run", f"{name}.py:step", "--example", f"{name}:hangs"], sig, "hanging",
        settle=0.2)
    assert code == errors.INTERRUPTED, err
    assert "Traceback" not in err and "did not stop within" not in err
    assert left == [] and temps == []
