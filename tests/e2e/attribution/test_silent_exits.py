"""No silent pass where the process ends: ``os._exit(0)`` inside a target is a crash with
a report (exit 3), and an unsupported JAX is one line and exit 2.
"""

from __future__ import annotations

import jax
import pytest
from builders import write_module
from helpers import (
    cli,
)

# --- the capture proves itself ----------------------------------------------------------------


def test_unsupported_jax_is_one_line_and_exit_2(tmp_path):
    write_module(tmp_path, "w.py", """
        import jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(2)); f(jnp.ones(3))
    """)
    driver = write_module(tmp_path, "drive.py", """
        import sys, types
        import jaxcheck._src.jaxcompat.hooks as hooks
        hooks.pjit_module = lambda: types.SimpleNamespace(_infer_params=None)
        from jaxcheck._src.cli.app import main
        sys.argv = ["jaxcheck", *sys.argv[1:]]
        main()
    """)
    import subprocess
    import sys

    from helpers import subprocess_env

    proc = subprocess.run([sys.executable, str(driver), "run", "w.py:main"], cwd=tmp_path,
                          env=subprocess_env(), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(
        f"jaxcheck: error: jax {jax.__version__} is not supported by this jaxcheck"), lines
    assert "Traceback" not in proc.stderr


# --- a target that ends the process -----------------------------------------------------------


@pytest.mark.parametrize("isolate", [False, True])
def test_os_exit_zero_exits_3_with_a_report(tmp_path, isolate):
    write_module(tmp_path, "bye.py", """
        import os, jax, jax.numpy as jnp
        f = jax.jit(lambda x: x + 1)
        def main():
            f(jnp.ones(2)); f(jnp.ones(3)); os._exit(0)
    """)
    code, out, err = cli("run", "bye.py:main", "--format", "json",
                         *(["--isolate"] if isolate else []), cwd=tmp_path)
    assert code == 3, err
    import json

    report = json.loads(out)
    (ep,) = report["entrypoints"]
    assert ep["error"]["type"] == "Crashed"
    assert "os._exit(0)" in ep["error"]["message"]


# --- a target's exit handler that ends the process after the verdict --------------------------


@pytest.mark.parametrize("isolate", [False, True])
def test_an_exit_handler_calling_os_exit_zero_keeps_the_verdicts_code(tmp_path, isolate):
    # `atexit.register(lambda: os._exit(0))` in the target's module ran after jaxcheck's
    # verdict and ended the process with 0: a failing run read as a pass
    write_module(tmp_path, "late.py", """
        import atexit, os, jax, jax.numpy as jnp
        atexit.register(lambda: os._exit(0))
        @jax.jit
        def step(x):
            return x * 2
        def main():
            for n in (2, 3, 4):
                step(jnp.ones(n))
    """)
    import subprocess
    import sys

    from helpers import subprocess_env

    # a real interpreter's exit (not a forked test server's): the exit handlers run
    proc = subprocess.run(
        [sys.executable, "-m", "jaxcheck", "run", "late.py:main",
         *(["--isolate"] if isolate else [])], cwd=tmp_path,
        env=subprocess_env(JAX_LOG_COMPILES="1"), capture_output=True, text=True, timeout=120)
    # JAX's own log: `step` compiled three times
    assert sum("Compiling step" in ln or "Compiling jit(step)" in ln
               for ln in proc.stderr.splitlines()) == 3, proc.stderr
    assert proc.returncode == 1, (proc.stdout, proc.stderr)


@pytest.mark.parametrize("delay,isolate", [(0.3, False), (0.02, False), (0.02, True)])
def test_a_lingering_thread_calling_os_exit_zero_keeps_the_verdicts_code(tmp_path, delay,
                                                                         isolate):
    # a non-daemon thread the target left running, ending the process while jaxcheck
    # waits for it after the verdict (0.3 s), or before the verdict, while the run is
    # analysed (0.02 s): either way the verdict's code, never the thread's; under
    # --isolate, the worker's child is not ended before it sends its answer (which
    # read as a crash of the worker, exit 3)
    write_module(tmp_path, "linger.py", f"""
        import os, threading, time, jax, jax.numpy as jnp
        @jax.jit
        def step(x):
            return x * 2
        def _later():
            time.sleep({delay})
            os._exit(0)
        def main():
            for n in (2, 3, 4):
                step(jnp.ones(n))
            threading.Thread(target=_later).start()
    """)
    import subprocess
    import sys

    from helpers import subprocess_env

    proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", "linger.py:main",
                           *(["--isolate"] if isolate else [])],
                          cwd=tmp_path, env=subprocess_env(JAX_LOG_COMPILES="1"),
                          capture_output=True, text=True, timeout=120)
    assert sum("Compiling step" in ln or "Compiling jit(step)" in ln
               for ln in proc.stderr.splitlines()) == 3, proc.stderr
    assert proc.returncode == 1, (proc.stdout, proc.stderr)
    assert "Crashed" not in proc.stdout, proc.stdout
