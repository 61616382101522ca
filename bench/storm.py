"""A recompile storm: what jaxcheck costs per compile, in every way it runs a program.

    python bench/storm.py [--sizes 100,300,1000] [--quick] [--repeat 3] [--modes bare,guard]

One tiny jitted function called with N distinct shapes (``storm_prog.py``: N compiles),
for N = 100, 300 and 1,000 (``--quick``: 100 only), each a fresh process:

* bare: ``python storm_prog.py N``;
* bare+flags: the same with JAX's explain and compile-log flags on, as jaxcheck sets them
  (what JAX's own explanation of each miss costs, apart from jaxcheck's work);
* in-process: ``jaxcheck run storm_prog.py:main -- N``;
* isolate: the same with ``--isolate`` (the target in a worker process);
* run --: ``jaxcheck run -- python storm_prog.py N``;
* guard: ``python storm_prog.py N --guard`` (an armed ``jaxcheck.guard`` whose
  incidents go to a callable that drops them).

The modes run interleaved (one of each, in a rotating order, then again, ``--repeat``
times) so that a busy moment of the machine falls on every side; medians are compared.
Printed, measured in this one run:

* in-process / bare (goal <= 1.1), isolate / in-process (<= 1.2), run -- / in-process
  (<= 1.2), guard / bare (<= 1.1), by wall time and by CPU time (user + system of the
  process and its children: less disturbed by other work on a shared machine);
* the seconds per compile of each mode at each size: (median at N - median at 0) / N,
  where N = 0 runs the same process with no call (imports, start-up, the report). Flat
  across sizes when the cost of a compile does not grow with the compiles before it.
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
PROGRAM = "storm_prog.py"

#: mode → the command for a storm of n compiles (run with cwd = bench/)
MODES = {
    "bare": lambda n: [PY, PROGRAM, str(n)],
    "bare+flags": lambda n: [PY, PROGRAM, str(n), "--flags"],
    "in-process": lambda n: [PY, "-m", "jaxcheck", "run", "--format", "json",
                             f"{PROGRAM}:main", "--", str(n)],
    "isolate": lambda n: [PY, "-m", "jaxcheck", "run", "--format", "json", "--isolate",
                          f"{PROGRAM}:main", "--", str(n)],
    "run --": lambda n: [PY, "-m", "jaxcheck", "run", "--format", "json", "--",
                         PY, PROGRAM, str(n)],
    "guard": lambda n: [PY, PROGRAM, str(n), "--guard"],
}

#: (numerator, denominator, goal)
RATIOS = [("in-process", "bare", 1.1), ("in-process", "bare+flags", 1.1),
          ("bare+flags", "bare", None), ("isolate", "in-process", 1.2),
          ("run --", "in-process", 1.2), ("guard", "bare", 1.1)]


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, with every child it waited for) of a command."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(command, cwd=HERE, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True, timeout=3600)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    # jaxcheck exits 1 on a storm of unexpected recompiles: that is the point here
    if proc.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def measure(sizes: list[int], repeat: int, names: list[str]
            ) -> dict[tuple[str, int], list[tuple[float, float]]]:
    """Every (mode, size) ``repeat`` times, interleaved: one round runs each mode once at
    each size, modes in a rotating order."""
    times: dict[tuple[str, int], list[tuple[float, float]]] = {}
    for r in range(repeat):
        order = names[r % len(names):] + names[:r % len(names)]
        for n in [0, *sizes]:
            for mode in order:
                times.setdefault((mode, n), []).append(timed(MODES[mode](n)))
                wall, cpu = times[(mode, n)][-1]
                print(f"  round {r + 1}/{repeat}  {mode:10} N={n:<5} {wall:7.2f}s wall "
                      f"{cpu:7.2f}s cpu", file=sys.stderr, flush=True)
    return times


def median(samples: list[tuple[float, float]], which: int) -> float:
    return statistics.median(s[which] for s in samples)


def report(times, sizes: list[int], repeat: int, names: list[str]) -> str:
    lines = [f"recompile storm: medians of {repeat} interleaved runs per mode and size",
             "", f"{'ratio':26} {'N':>5} {'wall':>7} {'cpu':>7}  goal"]
    for a, b, goal in [r for r in RATIOS if r[0] in names and r[1] in names]:
        for n in sizes:
            wall = median(times[(a, n)], 0) / median(times[(b, n)], 0)
            cpu = median(times[(a, n)], 1) / median(times[(b, n)], 1)
            lines.append(f"{a + ' / ' + b:26} {n:5d} {wall:7.3f} {cpu:7.3f}  "
                         + (f"<= {goal}" if goal else "JAX's explanation, apart"))
    lines += ["", "median seconds of each run (wall / cpu)",
              f"{'mode':12}" + "".join(f"{'N=' + str(n):>18}" for n in [0, *sizes])]
    for mode in names:
        lines.append(f"{mode:12}" + "".join(
            f"{median(times[(mode, n)], 0):8.2f} /{median(times[(mode, n)], 1):7.2f} "
            for n in [0, *sizes]))
    lines += ["", "milliseconds per compile, (median at N - median at 0) / N (wall / cpu)",
              f"{'mode':12}" + "".join(f"{'N=' + str(n):>18}" for n in sizes)]
    for mode in names:
        cells = []
        for n in sizes:
            per = [(median(times[(mode, n)], i) - median(times[(mode, 0)], i)) / n * 1e3
                   for i in (0, 1)]
            cells.append(f"{per[0]:8.1f} /{per[1]:7.1f} ")
        lines.append(f"{mode:12}" + "".join(cells))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100,300,1000",
                        help="comma-separated numbers of distinct shapes (default: %(default)s)")
    parser.add_argument("--quick", action="store_true", help="N = 100 only")
    parser.add_argument("--repeat", type=int, default=3, help="rounds (default: %(default)s)")
    parser.add_argument("--modes", default=",".join(MODES),
                        help="comma-separated modes to run (default: %(default)s)")
    args = parser.parse_args()
    try:
        sizes = [100] if args.quick else [int(s) for s in args.sizes.split(",") if s.strip()]
    except ValueError:
        parser.error(f"--sizes must be comma-separated integers, got {args.sizes!r}")
    if not sizes or any(n <= 0 for n in sizes):
        parser.error(f"--sizes must be positive integers, got {args.sizes!r}")
    if args.repeat < 1:
        parser.error(f"--repeat must be at least 1, got {args.repeat}")
    known = {m.replace(" ", ""): m for m in MODES}
    names = [known.get(m.replace(" ", "")) for m in args.modes.split(",") if m.strip()]
    if not names or None in names:
        parser.error(f"--modes must name some of {', '.join(MODES)}, got {args.modes!r}")
    times = measure(sizes, args.repeat, names)
    print(report(times, sizes, args.repeat, names))


if __name__ == "__main__":
    main()
