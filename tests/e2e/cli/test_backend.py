"""The backend a report names: "not started" for a run that never started one (a program
that fails first, a target stopped before JAX starts, trace mode, which starts none),
the backend itself once a target compiled.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers import (
    cli,
    declared_project,  # noqa: F401 (the fixture `project`)
    subprocess_env,
)

from jaxcheck._src.util import errors


def test_a_program_that_fails_before_jax_starts_names_no_backend(project):
    code, out, _ = cli("run", "--output-format", "json", "--", "python", "-c",
                       "raise SystemExit(3)", cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "not started"


def test_a_target_stopped_at_its_timeout_before_jax_starts_names_no_backend(project):
    (project / "slow.py").write_text("import os, time\n\ndef main():\n"
                                     "    open('pid', 'w').write(str(os.getpid()))\n"
                                     "    time.sleep(60)\n")
    code, out, _ = cli("run", "--format", "json", "--timeout", "1", "slow.py:main",
                       cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "not started"
    if (project / "pid").exists():  # on a loaded machine the target may not have begun
        _assert_ended(int((project / "pid").read_text()))


def test_a_trace_mode_run_names_no_backend_and_starts_none(project):
    """Trace mode never compiles: the report says "not started" in-process and in a
    worker alike, and naming the backend did not start one (the process is asked after the
    report: ``jax.default_backend()`` would have started one)."""
    (project / "traced.py").write_text(textwrap.dedent("""
        import jax
        import jax.numpy as jnp

        @jax.jit
        def step(x):
            return x * 2

        def main():
            for n in (2, 3):
                step(jnp.ones(n))
    """))
    probe = ("import json, sys; from jaxcheck._src.run import runner\n"
             "from jaxcheck._src import jaxcompat\n"
             "from jaxcheck._src.config.options import RunOptions\n"
             "r = runner.run_targets(['traced.py:main'], RunOptions(mode='trace'))\n"
             "print(json.dumps([r.backend, jaxcompat.backend_started(),\n"
             "                  r.entrypoints[0].functions[0].compiles]))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=project, capture_output=True,
                          text=True, env=subprocess_env(), timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == ["not started", False, 2]
    code, out, _ = cli("run", "--format", "json", "--mode", "trace", "--isolate",
                       "traced.py:main", cwd=project)
    assert json.loads(out)["backend"] == "not started", out


def _assert_ended(pid: int) -> None:
    """The target's process is gone (or a zombie awaiting its reaper), not left running."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return
    assert state in ("Z", "X"), f"process {pid} left running (state {state})"


@pytest.mark.slow  # waits out a timeout after JAX compiled (before JAX starts: fast)
def test_a_target_stopped_after_it_compiled_names_the_backend_it_started(project):
    (project / "hang.py").write_text(textwrap.dedent("""
        import os
        import time

        import jax
        import jax.numpy as jnp


        def main():
            open("pid", "w").write(str(os.getpid()))
            jax.jit(lambda x: x + 1)(jnp.ones(2))
            time.sleep(60)
    """))
    code, out, _ = cli("run", "--format", "json", "--timeout", "4", "hang.py:main",
                       cwd=project)
    assert code == errors.TARGET_ERROR
    assert json.loads(out)["backend"] == "cpu"
    _assert_ended(int((project / "pid").read_text()))
