"""The start-up contract seen from the process itself: the user's exit work still happens
when the command line ends, and reading JAX's process state (whether a backend started)
never starts one.
"""

from __future__ import annotations

import subprocess
import sys

from builders import write_module
from helpers import subprocess_env

# --- JAX's process state, read without changing it ------------------------------------------


def test_backend_started_is_read_without_starting_one():
    """``backend_started`` says whether the program started a backend, and asking does
    not start one (the isolated worker forks children from a process that must have
    none); outside ``jax.distributed.initialize`` there is no distributed job."""
    import subprocess

    from helpers import subprocess_env

    code = ("import jax, jax.numpy as jnp\n"
            "from jaxcheck._src import jaxcompat as compat\n"
            "print(compat.backend_started(), compat.backend_started(), compat.distributed_job())\n"
            "jnp.ones(2).block_until_ready()\n"
            "print(compat.backend_started(), compat.distributed_job())\n")
    proc = subprocess.run([sys.executable, "-c", code], env=subprocess_env(),
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["False False None", "True None"]


# --- the user's exit work -------------------------------------------------------------


def test_the_users_exit_work_still_happens_when_the_command_line_ends(tmp_path):
    """What the user's program leaves for the exit still happens after the report: its
    ``atexit`` handler and ``weakref.finalize`` callback run, files it never closed (one
    a module holds, one a reference cycle holds) are flushed, a ``__del__`` in a cycle
    runs, a non-daemon thread ends. The command line freezes what Python, JAX and
    jaxcheck made before the user's first module (``_runner.freeze_startup``); the
    user's objects stay in the collector's sight. Freezing at the exit instead
    (``gc.freeze()``, with or without a collection first) loses the module's file
    contents: measured, left out."""
    write_module(tmp_path, "m.py", """
        import atexit
        import threading
        import weakref

        import jax
        import jax.numpy as jnp

        import helper

        LOG = open("held.txt", "w")  # never closed or flushed by the program


        class Noted:
            def __del__(self, open=open):  # builtins are gone by the last collection
                open("deleted.txt", "w").write("done")


        NOTED = Noted()
        NOTED.me = NOTED  # a cycle: only a collection (at exit) runs __del__


        class Resource:
            pass


        KEEP = Resource()
        weakref.finalize(KEEP, lambda: open("finalized.txt", "w").write("done"))
        atexit.register(lambda: open("atexit.txt", "w").write("done"))

        @jax.jit
        def f(x):
            return x + 1

        def main():
            LOG.write("buffered")
            helper.H.file.write("buffered")
            import gc
            import sys
            mine = sys.modules[__name__].__dict__
            seen = any(o is mine for o in gc.get_objects())
            open("collector.txt", "w").write(f"{gc.get_freeze_count() > 0} {seen}")
            threading.Thread(target=lambda: open("thread.txt", "w").write("done")).start()
            for n in (2, 3):
                f(jnp.ones(n))
        """)
    write_module(tmp_path, "helper.py", """
        class Holder:
            pass

        H = Holder()
        H.me = H  # kept alive by a cycle: only a collection frees it
        H.file = open("cycle.txt", "w")
        """)
    proc = subprocess.run([sys.executable, "-m", "jaxcheck", "run", "m.py:main",
                           "--format", "json"], cwd=tmp_path, capture_output=True, text=True,
                          env=subprocess_env(), timeout=300)
    assert proc.returncode == 1, proc.stderr[-2000:]  # the recompile: an unexpected one
    assert '"recompiles": 1' in proc.stdout
    for name, text in [("held.txt", "buffered"), ("cycle.txt", "buffered"),
                       ("finalized.txt", "done"), ("atexit.txt", "done"),
                       ("thread.txt", "done"), ("deleted.txt", "done"),
                       ("collector.txt", "True True")]:  # jaxcheck's frozen, the user's not
        assert (tmp_path / name).read_text() == text, name
