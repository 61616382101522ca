"""The cost of an armed ``jaxcheck.guard`` on warm calls, as ratios measured in one run.

    python bench/bench_guard.py [--calls 20000] [--repeat 7]

1. a loop of small cached calls served by JAX's C++ fast path: armed guard / no guard
   (target <= 1.05x);
2. the same with a function holding ``jax.debug.callback``, which JAX never serves from
   the fast path (each call reaches Python): armed guard / no guard (informational).

Both sides run in this process, interleaved (no guard, guard, no guard, ...), and the
ratio is that of the medians.
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


def measure(fn, calls: int, repeat: int) -> tuple[float, float]:
    x = jnp.ones(8)
    loop(fn, x, calls // 10)
    bare, armed = [], []
    for _ in range(repeat):
        bare.append(loop(fn, x, calls))
        armed.append(guarded(fn, x, calls))
    return statistics.median(armed), statistics.median(bare)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    rows = []
    a, b = measure(small, args.calls, args.repeat)
    rows.append(("C++ fast path: armed guard / no guard", a, b, "<= 1.05"))
    a2, b2 = measure(with_callback, args.calls // 10, args.repeat)
    rows.append(("jax.debug.callback (Python path): guard / none", a2, b2, "informational"))
    print(f"jax {jax.__version__}, median of {args.repeat} interleaved runs\n")
    print(f"{'measurement':48} {'a (s)':>8} {'b (s)':>8} {'a/b':>7}  target")
    for name, a, b, target in rows:
        print(f"{name:48} {a:8.3f} {b:8.3f} {a / b:7.3f}  {target}")
    per_call = (a2 - b2) / (args.calls // 10) * 1e6
    print(f"\nper Python-path call, the guard adds {per_call:.1f} µs")


if __name__ == "__main__":
    main()
