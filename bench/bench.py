"""jaxcheck's overhead, as ratios measured in one run on one machine (medians of N runs).

    python bench/bench.py [--repeat 5]

1. `jaxcheck run` on a compile-heavy workload vs a bare Python run of the same workload
   with JAX's explain and compile-log flags on (target <= 1.15x); the same bare run as a
   program under `jaxcheck run -- python ...` (target <= 1.2x);
2. `jaxcheck run --mode trace` vs a bare `jax.eval_shape` of the workload, the floor of
   tracing only (target <= 1.2x); and execute mode vs trace mode (target >= 2x);
3. `jaxcheck --help` vs `python -c "import jax"` (target <= 0.45x);
4. N targets in one invocation: seconds per target as N grows (should stay flat);
5. six small targets isolated: `--isolate` vs in-process (target <= 1.5x) and `-j 2` vs
   in-process (target <= 1.2x).

Every measurement is a fresh process, so interpreter start and imports are included on
both sides of each ratio.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
JAXCHECK = [PY, "-m", "jaxcheck"]

BARE = """
import logging, sys, jax
logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
jax.config.update("jax_explain_cache_misses", True)
jax.config.update("jax_log_compiles", True)
sys.path.insert(0, {here!r})
import workload
jax.block_until_ready(workload.main())
"""

BARE_TRACE = """
import sys, jax
jax.config.update("jax_explain_cache_misses", True)
sys.path.insert(0, {here!r})
import workload
jax.eval_shape(workload.main)
"""


IN_PROCESS = """
import statistics, sys, time, jax
sys.path.insert(0, {here!r})
import workload
from jaxcheck._resolve import Entrypoint
from jaxcheck._runner import RunOptions, run_workload
def bare():
    jax.clear_caches(); t = time.perf_counter(); jax.eval_shape(workload.main)
    return time.perf_counter() - t
def checked():
    t = time.perf_counter(); run_workload(Entrypoint("w", workload.main), RunOptions(mode="trace"))
    return time.perf_counter() - t
bare(); checked()
print(statistics.median(checked() for _ in range({r})),
      statistics.median(bare() for _ in range({r})))
"""


def timed(cmd: list[str], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, cwd=HERE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def side_by_side(cmds: list[list[str]], repeat: int) -> list[tuple[float, float]]:
    """(median wall seconds, median CPU seconds of the whole process tree) of each
    command, run in turn (a b c a b c ...) so that a change in the machine's load falls on
    all of them alike. CPU time says what wall time hides on a busy machine."""
    walls: list[list[float]] = [[] for _ in cmds]
    cpus: list[list[float]] = [[] for _ in cmds]
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(cmd, cwd=HERE, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
            walls[i].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpus[i].append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return [(statistics.median(w), statistics.median(c)) for w, c in zip(walls, cpus, strict=True)]


def isolation_rows(r: int) -> list[tuple]:
    sys.path.insert(0, HERE)
    from small import TARGETS

    six = [*JAXCHECK, "run", *TARGETS, "--format", "json"]
    (in_process, cpu_a), (isolated, cpu_b), (parallel, cpu_c) = side_by_side(
        [six, [*six, "--isolate"], [*six, "-j", "2"]], r)
    return [("six small targets: --isolate / in-process", isolated, in_process,
             isolated / in_process, "<= 1.5"),
            ("six small targets: -j 2 / in-process", parallel, in_process,
             parallel / in_process, "<= 1.2"),
            ("  CPU seconds: --isolate / in-process", cpu_b, cpu_a, cpu_b / cpu_a, ""),
            ("  CPU seconds: -j 2 / in-process", cpu_c, cpu_a, cpu_c / cpu_a, "")]


def print_rows(rows: list[tuple], r: int) -> None:
    load = os.getloadavg()[0]
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} cores (load average {load:.1f}), "
          f"median of {r} runs\n")
    print(f"{'measurement':48} {'a (s)':>8} {'b (s)':>8} {'a/b':>7}  target")
    for name, a, b, ratio, target in rows:
        print(f"{name:48} {a:8.3f} {b:8.3f} {ratio:7.2f}  {target}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only-isolation", action="store_true",
                        help="measure the six small targets only")
    args = parser.parse_args()
    r = args.repeat
    if args.only_isolation:
        print_rows(isolation_rows(r), r)
        return
    rows = []

    bare = timed([PY, "-c", BARE.format(here=HERE)], r)
    run = timed([*JAXCHECK, "run", "workload.py:main", "--format", "json"], r)
    rows.append(("jaxcheck run / bare run with explain flags", run, bare, run / bare, "<= 1.15"))
    program = timed([*JAXCHECK, "run", "--format", "json", "--", PY, "-c",
                     BARE.format(here=HERE)], r)
    rows.append(("jaxcheck run -- python ... / the same bare", program, bare, program / bare,
                 "<= 1.2"))

    bare_trace = timed([PY, "-c", BARE_TRACE.format(here=HERE)], r)
    trace = timed([*JAXCHECK, "run", "workload.py:main", "--format", "json", "--mode", "trace"],
                  r)
    rows.append(("jaxcheck run --mode trace / bare jax.eval_shape", trace, bare_trace,
                 trace / bare_trace, "<= 1.2"))
    out = subprocess.run([PY, "-c", IN_PROCESS.format(here=HERE, r=r)], cwd=HERE,
                         capture_output=True, text=True, check=True).stdout.split()
    a, b = float(out[0]), float(out[1])
    rows.append(("  the same in one process (no start-up)", a, b, a / b, "<= 1.2"))
    rows.append(("jaxcheck run: execute mode / trace mode", run, trace, run / trace, ">= 2"))

    rows += isolation_rows(r)

    jax_import = timed([PY, "-c", "import jax"], r)
    help_ = timed([*JAXCHECK, "--help"], r)
    rows.append(("jaxcheck --help / python -c 'import jax'", help_, jax_import,
                 help_ / jax_import, "<= 0.45"))

    print_rows(rows, r)

    print("\nmany targets in one invocation (workload.py:small repeated):")
    base = None
    for n in (1, 10, 25, 50):
        seconds = timed([*JAXCHECK, "run", *["workload.py:small"] * n, "--format", "json"],
                        max(1, r // 2))
        if base is None:
            base = seconds
        marginal = (seconds - base) / (n - 1) if n > 1 else float("nan")
        print(f"  {n:3d} targets: {seconds:7.3f} s total, {seconds / n:6.3f} s/target, "
              f"{marginal:6.3f} s per added target")


if __name__ == "__main__":
    main()
