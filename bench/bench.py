"""jaxcheck's overhead, as ratios measured in one run on one machine (medians of N runs).

    python bench/bench.py [--repeat 5] [--sizes 10,100,1000,10000]

Each ratio is printed by wall time and by CPU time (user + system of the process tree:
what a busy machine disturbs least); the goals are for wall time on a quiet machine.

0. the heavy step (``heavy.py:train``, 48 layers, three compiles): `jaxcheck run` vs the
   bare workload with JAX's explain and compile-log flags on (goal <= 1.05x), the same
   bare run without those flags (what JAX's own explanation costs, apart), `--mode trace`
   vs a bare `jax.eval_shape` (goal <= 1.1x), execute mode vs trace mode (goal >= 2.4x);
   a 300-shape storm in-process / bare and guard / bare (``storm.py``), an armed guard /
   none on 100,000 cached calls (``bench_guard.py``), and jaxcheck's own CPU per compile
   against the program's size (``percompile.py``: 10 to 10,000 equations);
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
both sides of each ratio. jaxcheck's own modules are compiled to bytecode first, as an
installed wheel's are: under ``PYTHONDONTWRITEBYTECODE`` an editable checkout would
otherwise compile them again in every process (about 0.15 s of CPU that no user pays).
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

HEAVY_BARE = """
import logging, sys, jax
logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
jax.config.update("jax_explain_cache_misses", {flags})
jax.config.update("jax_log_compiles", {flags})
sys.path.insert(0, {here!r})
import heavy
jax.block_until_ready(heavy.train())
"""

HEAVY_TRACE = """
import sys, jax
jax.config.update("jax_explain_cache_misses", True)
sys.path.insert(0, {here!r})
import heavy
jax.eval_shape(heavy.train)
"""


IN_PROCESS = """
import statistics, sys, time, jax
sys.path.insert(0, {here!r})
import workload
from jaxcheck._src.run.resolve import Entrypoint
from jaxcheck._src.run.runner import RunOptions, run_workload
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


def compile_jaxcheck() -> None:
    """jaxcheck's bytecode written once, as installing a wheel does (see the docstring)."""
    import compileall

    import jaxcheck

    compileall.compile_dir(os.path.dirname(jaxcheck.__file__), quiet=1)


def timed(cmd: list[str], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(cmd, cwd=HERE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def side_by_side(cmds: list[list[str]], repeat: int,
                 rounds: list | None = None) -> list[tuple[float, float]]:
    """(median wall seconds, median CPU seconds of the whole process tree) of each
    command, run in turn (a b c a b c ...) so that a change in the machine's load falls on
    all of them alike. CPU time says what wall time hides on a busy machine. ``rounds``,
    if given, receives each round's (walls, cpus), for ratios taken round by round."""
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
        if rounds is not None:
            rounds.append(([w[-1] for w in walls], [c[-1] for c in cpus]))
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
    paired = any(len(row) > 5 for row in rows)
    print(f"{'measurement':48} {'a (s)':>8} {'b (s)':>8} {'a/b':>7}"
          + (f" {'pairs':>7}" if paired else "") + "  target")
    for name, a, b, ratio, target, *pairs in rows:
        column = (f" {pairs[0]:7.2f}" if pairs else " " * 8) if paired else ""
        print(f"{name:48} {a:8.3f} {b:8.3f} {ratio:7.2f}{column}  {target}")
    if paired:
        print("\npairs: the median of the ratios taken round by round (a and b ran one after\n"
              "the other), steadier than the ratio of medians when the machine's speed drifts")


def both(name: str, a: tuple[float, float], b: tuple[float, float], goal: str,
         rounds: list | None = None, ia: int = 0, ib: int = 0) -> list[tuple]:
    """A wall-time row and its CPU-time row; with ``rounds`` (see :func:`side_by_side`),
    also the median of the round-by-round ratios of commands ``ia`` and ``ib``."""
    if rounds is None:
        return [(name, a[0], b[0], a[0] / b[0], goal),
                ("  CPU seconds, the same", a[1], b[1], a[1] / b[1], "")]
    pairs = [statistics.median(times[ia] / times[ib] for times in (rr[k] for rr in rounds))
             for k in (0, 1)]
    return [(name, a[0], b[0], a[0] / b[0], goal, pairs[0]),
            ("  CPU seconds, the same", a[1], b[1], a[1] / b[1], "", pairs[1])]


def heavy_rows(r: int) -> list[tuple]:
    """The heavy step: run / bare, JAX's explanation apart, trace / floor, execute / trace."""
    run = [*JAXCHECK, "run", "heavy.py:train", "--format", "json"]
    rounds: list = []
    bare, plain, checked, floor, trace = side_by_side(
        [[PY, "-c", HEAVY_BARE.format(here=HERE, flags=True)],
         [PY, "-c", HEAVY_BARE.format(here=HERE, flags=False)], run,
         [PY, "-c", HEAVY_TRACE.format(here=HERE)], [*run, "--mode", "trace"]], r, rounds)
    return [*both("heavy step: jaxcheck run / bare (flags on)", checked, bare, "<= 1.05",
                  rounds, 2, 0),
            *both("heavy step: bare, JAX's explain flags on / off", bare, plain, "JAX's",
                  rounds, 0, 1),
            *both("heavy step: --mode trace / bare eval_shape", trace, floor, "<= 1.1",
                  rounds, 4, 3),
            *both("heavy step: execute mode / trace mode", checked, trace, ">= 2.4",
                  rounds, 2, 4)]


def storm_and_guard(r: int) -> list[str]:
    """A 300-shape storm (in-process, guard and bare, interleaved fresh processes) and an
    armed guard on 100,000 cached calls."""
    import bench_guard
    import storm

    names = ["bare", "bare+flags", "in-process", "guard"]
    lines = [storm.report(storm.measure([300], r, names), [300], r, names), ""]
    armed, bare = bench_guard.measure(bench_guard.small, 100_000, r)
    lines.append(f"100,000 cached calls (C++ fast path), armed guard / none: "
                 f"{min(armed) / min(bare):.3f} (fastest runs), "
                 f"{statistics.median(armed) / statistics.median(bare):.3f} (medians), "
                 f"goal <= 1.05")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only-isolation", action="store_true",
                        help="measure the six small targets only")
    parser.add_argument("--only-heavy", action="store_true",
                        help="measure the heavy step, storm, guard and per-compile rows only")
    parser.add_argument("--sizes", default="10,100,1000,10000",
                        help="program sizes (equations) for the per-compile rows")
    args = parser.parse_args()
    r = args.repeat
    compile_jaxcheck()
    if args.only_isolation:
        print_rows(isolation_rows(r), r)
        return
    sys.path.insert(0, HERE)
    import percompile

    print_rows(heavy_rows(r), r)
    print()
    print("\n".join(storm_and_guard(r)))
    print()
    print("\n".join(percompile.report([int(s) for s in args.sizes.split(",")], r)),
          flush=True)
    if args.only_heavy:
        return
    print()
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
