"""How soon jaxcheck does what the tests check it does: the wall-clock (and CPU) figures
that were once limits asserted in tests, measured here instead, where a loaded machine
costs a figure and never a test.

    python bench/limits.py [--only NAME ...]

Each line: the figure, and the limit the test used to assert (a goal on a quiet 2-core
machine). The tests keep the behaviour (the report, the exit code, nothing left running)
and the timeouts that end a hang; they share these workloads (tests/builders.py).

* ``isolation``: `run -j 2 --timeout 5` of a hung, an exiting, a segfaulting and a
  recompiling target (tests/e2e/workers/test_isolation.py), wall seconds of the whole
  command; < 120 s.
* ``notebook``: the watched notebook of tests/e2e/surfaces/test_notebook.py run by a
  Jupyter kernel, wall seconds; < 60 s.
* ``sigterm-gc``: SIGTERM to a run busy in garbage collection, seconds until it exited
  (tests/e2e/faults/test_stops.py); < 10 s (the hard deadline is 5 s).
* ``sigterm-compiling``, ``sigint-compiling``: the same for a run compiling a new shape
  per call, stopped at the next jitted call; < 5 s.
* ``big-spec``: `run --args` with 10,000 values refused (exit 2), in process; < 30 s.
* ``stale-lock``: `check` with 200,000 stale lock entries, CPU seconds in process
  (about 25 s before the fix); < 12 s.
* ``divergence-stop``: a distributed job that hangs after diverging, run with
  `timeout=30`: seconds past the timeout until both processes were ended
  (tests/e2e/program/test_divergence.py); < 15 s.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("XLA_FLAGS", "")  # the tests' helpers pass it on to each process


def isolation(tmp: Path) -> float:
    from builders import HUNG_AND_CRASHING, ISOLATION_TARGETS

    (tmp / "targets.py").write_text(ISOLATION_TARGETS)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "jaxcheck", "run", *HUNG_AND_CRASHING, "--format",
                    "json"], cwd=tmp, capture_output=True, timeout=600,
                   env={**os.environ, "JAX_PLATFORMS": "cpu"})
    return time.perf_counter() - start


def notebook(tmp: Path) -> float:
    import nbclient
    import nbformat
    from builders import NOTEBOOK_CELLS
    from helpers import subprocess_env

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in NOTEBOOK_CELLS]
    saved = dict(os.environ)
    os.environ.update(subprocess_env(PYTHONWARNINGS="default"))
    start = time.perf_counter()
    try:
        nbclient.NotebookClient(nb, timeout=600, kernel_name="python3",
                                resources={"metadata": {"path": str(tmp)}}).execute()
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return time.perf_counter() - start


def _signal(tmp: Path, target: str, sig: signal.Signals) -> float:
    from builders import GC_BUSY, marked
    from helpers import signalled

    (tmp / "busy.py").write_text(marked(GC_BUSY, str(tmp / "started")))
    _, took, _, _, _ = signalled(tmp, ["run", f"busy.py:{target}"], sig, "started")
    return took


def big_spec(tmp: Path) -> float:
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    spec = ", ".join(["f32[3]"] * 10_000)
    start = time.perf_counter()
    result = CliRunner().invoke(app, ["run", "nowhere.py:g", "--args", spec],
                                env={"GITHUB_ACTIONS": None}, catch_exceptions=False)
    took = time.perf_counter() - start
    assert result.exit_code == 2, result.stderr
    return took


def stale_lock(tmp: Path) -> float:
    from builders import stale_lock_project
    from typer.testing import CliRunner

    from jaxcheck._src.cli.app import app

    root = tmp / "proj"
    stale_lock_project(root)
    cwd = os.getcwd()
    os.chdir(root)
    sys.path.insert(0, str(root))
    try:
        cpu = time.process_time()
        result = CliRunner().invoke(app, ["check", "--no-isolate", "--format", "json"],
                                    env={"GITHUB_ACTIONS": None}, catch_exceptions=False)
        cpu = time.process_time() - cpu
    finally:
        os.chdir(cwd)
        sys.path.remove(str(root))
    assert result.exit_code == 0, result.stderr
    return cpu


def divergence_stop(tmp: Path) -> float:
    from builders import write_job

    from jaxcheck._src.run import program

    write_job(tmp)
    cwd = os.getcwd()
    os.chdir(tmp)
    try:
        start = time.monotonic()
        finished = program.execute([sys.executable, "job.py", "hang"], timeout=30)
        elapsed = time.monotonic() - start
    finally:
        os.chdir(cwd)
    assert finished.timed_out == 30
    return elapsed - 30


#: name -> (measure, unit, the limit the test asserted)
FIGURES = {
    "isolation": (isolation, "s", 120),
    "notebook": (notebook, "s", 60),
    "sigterm-gc": (lambda tmp: _signal(tmp, "gc_busy", signal.SIGTERM), "s", 10),
    "sigterm-compiling": (lambda tmp: _signal(tmp, "compiling", signal.SIGTERM), "s", 5),
    "sigint-compiling": (lambda tmp: _signal(tmp, "compiling", signal.SIGINT), "s", 5),
    "big-spec": (big_spec, "s", 30),
    "stale-lock": (stale_lock, "CPU s", 12),
    "divergence-stop": (divergence_stop, "s past the timeout", 15),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", choices=sorted(FIGURES), default=list(FIGURES))
    args = parser.parse_args()
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores (figures grow with load)")
    for name in args.only:
        measure, unit, limit = FIGURES[name]
        with tempfile.TemporaryDirectory() as tmp:
            try:
                value = measure(Path(tmp))
            except Exception as error:  # noqa: BLE001 - one figure lost, not the others
                print(f"{name}: failed: {type(error).__name__}: {error}")
                continue
        verdict = "within" if value < limit else "OVER"
        print(f"{name}: {value:.1f} {unit} ({verdict} the goal of < {limit} {unit})")


if __name__ == "__main__":
    main()
