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
