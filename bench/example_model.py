"""Example factories at scale: a model of 1,000 parameter leaves with its adam state.

    python bench/example_model.py [--layers 500]

Measures what `jaxcheck run` costs on a real-sized state (500 dense layers, a
weight and a bias each: 1,000 parameter leaves, 2,000 more in adam's moments):

* the compiles jaxcheck causes, against the goal of at most 3 per group plus the base
  calls (never one per leaf): the parameters and each moment are one group each;
* the wall time of a whole run in execute mode and in trace mode, against one
  compile of the step alone (goal: trace mode within 2x of it).

Timings depend on the machine and its load; run it on a quiet one.
"""

from __future__ import annotations

import argparse
import sys
import time

import jax
import jax.numpy as jnp
import numpy as np
import optax

import jaxcheck

WIDTH = 8
optimizer = optax.adam(1e-3)


def make_example(layers: int = 500, B: int = 4):
    # weights drawn on the host: the factory is the user's code, timed apart
    w = np.random.default_rng(0).standard_normal((layers, WIDTH, WIDTH), np.float32) * 0.1
    params = {f"layer_{i:03d}": {"w": jnp.asarray(w[i]), "b": jnp.zeros((WIDTH,))}
              for i in range(layers)}
    opt_state = optimizer.init(params)
    batch = {"x": jnp.ones((B, WIDTH)), "y": jnp.zeros((B, WIDTH))}
    return (params, opt_state, batch, 0.1)


@jax.jit
def train_step(params, opt_state, batch, lr):
    def loss(p):  # every parameter used, cheaply: the measure is jaxcheck's, not XLA's
        decay = sum(jnp.vdot(leaf, leaf) for leaf in jax.tree_util.tree_leaves(p))
        h = jnp.tanh(batch["x"] @ p["layer_000"]["w"] + p["layer_000"]["b"])
        return ((h - batch["y"]) ** 2).mean() + 1e-4 * decay

    grads = jax.grad(loss)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    updates = jax.tree_util.tree_map(lambda u: u * lr, updates)
    return optax.apply_updates(params, updates), opt_state


def _timed(fn):
    wall, cpu = time.perf_counter(), time.process_time()
    out = fn()
    return out, time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=500)
    parser.add_argument("--modes", default="trace,execute")
    given = parser.parse_args()
    layers, modes = given.layers, given.modes.split(",")
    example, made, _ = _timed(lambda: make_example(layers))
    leaves = len(jax.tree_util.tree_leaves(example[0]))

    jax.clear_caches()
    _, one, one_cpu = _timed(lambda: jax.block_until_ready(train_step(*example)))
    print(f"model: {leaves} parameter leaves, "
          f"{len(jax.tree_util.tree_leaves(example))} leaves in all; the example factory "
          f"takes {made:.2f} s (in each run below)")
    print(f"one compile and run of the step: {one:.2f} s wall, {one_cpu:.2f} s CPU")

    ok = True
    for mode in modes:
        report, wall, cpu = _timed(lambda mode=mode: jaxcheck.run(
            train_step, example=lambda: make_example(layers), mode=mode))
        (ep,) = report.entrypoints
        ran = [v for v in ep.variations if v.result in ("hit", "recompile", "error")
               or v.withheld]
        groups = sorted({v.path for v in ep.variations if (v.detail or "").endswith(
            "leaves")})
        units = len({v.path for v in ran})
        compiles = sum(f.compiles for f in ep.functions)
        goal = 3 * units + 1
        print(f"{mode:>7}: {compiles} {'traces' if mode == 'trace' else 'compiles'} for "
              f"{len(ran)} variations of {units} units ({len(groups)} groups: "
              f"{', '.join(groups)}); goal <= {goal}: {'met' if compiles <= goal else 'MISSED'}")
        print(f"{'':>9}wall {wall:.2f} s = {wall / one:.1f}x one compile; "
              f"CPU {cpu:.2f} s = {cpu / one_cpu:.1f}x"
              + (f" (goal <= 2x: wall {'met' if wall <= 2 * one else 'missed'}, CPU "
                 f"{'met' if cpu <= 2 * one_cpu else 'missed'})" if mode == "trace" else ""),
              flush=True)
        ok &= compiles <= goal
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
