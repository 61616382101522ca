"""The cost of an armed ``jaxcheck.guard`` on warm calls, as ratios measured in one run.

    python bench/bench_guard.py [--calls 20000] [--repeat 7]

1. a loop of small cached calls served by JAX's C++ fast path: armed guard / no guard
   (target <= 1.05x);
2. the same with a function holding ``jax.debug.callback``, which JAX never serves from
   the fast path (each call reaches Python): armed guard / no guard (informational).

Both sides run in this process, interleaved (no guard, guard, no guard, ...); the ratio
of the fastest runs (the least disturbed by other processes on a shared machine) and the
ratio of the medians are printed.
"""

from __future__ import annotations

import argparse
import statistics
import time

import jax
import jax.numpy as jnp

import jaxcheck


@jax.jit
def small(x):
    return x * 2.0 + 1.0


@jax.jit
def with_callback(x):
    jax.debug.callback(lambda v: None, x)
    return x + 1.0


def loop(fn, x, calls: int) -> float:
    start = time.perf_counter()
    for _ in range(calls):
        out = fn(x)
    jax.block_until_ready(out)
    return time.perf_counter() - start


def guarded(fn, x, calls: int) -> float:
    with jaxcheck.guard(on_compile="raise") as g:
        fn(x)  # warm-up under the guard
        g.arm()
        return loop(fn, x, calls)


def measure(fn, calls: int, repeat: int) -> tuple[list[float], list[float]]:
    x = jnp.ones(8)
    loop(fn, x, calls // 10)
    bare, armed = [], []
    for _ in range(repeat):
        bare.append(loop(fn, x, calls))
        armed.append(guarded(fn, x, calls))
    return armed, bare


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    rows = []
    armed, bare = measure(small, args.calls, args.repeat)
    rows.append(("C++ fast path: armed guard / no guard", armed, bare, "<= 1.05"))
    armed2, bare2 = measure(with_callback, args.calls // 10, args.repeat)
    rows.append(("jax.debug.callback (Python path): guard / none", armed2, bare2,
                 "informational"))
    print(f"jax {jax.__version__}, {args.repeat} interleaved runs each\n")
    print(f"{'measurement':48} {'min a/b':>8} {'median a/b':>11}  target")
    for name, a, b, target in rows:
        print(f"{name:48} {min(a) / min(b):8.3f} "
              f"{statistics.median(a) / statistics.median(b):11.3f}  {target}")
    per_call = (min(armed2) - min(bare2)) / (args.calls // 10) * 1e6
    print(f"\nper Python-path call, the guard adds {per_call:.0f} µs (fastest runs)")


if __name__ == "__main__":
    main()
