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
import optax

import jaxcheck

WIDTH = 8
optimizer = optax.adam(1e-3)


def make_example(layers: int = 500, B: int = 4):
    keys = jax.random.split(jax.random.key(0), layers)
    params = {f"layer_{i:03d}": {"w": jax.random.normal(k, (WIDTH, WIDTH)) * 0.1,
                                 "b": jnp.zeros((WIDTH,))} for i, k in enumerate(keys)}
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", type=int, default=500)
    layers = parser.parse_args().layers
    example = make_example(layers)
    leaves = len(jax.tree_util.tree_leaves(example[0]))

    jax.clear_caches()
    start = time.perf_counter()
    jax.block_until_ready(train_step(*example))
    one = time.perf_counter() - start
    print(f"model: {leaves} parameter leaves, "
          f"{len(jax.tree_util.tree_leaves(example))} leaves in all")
    print(f"one compile and run of the step: {one:.2f} s")

    ok = True
    for mode in ("trace", "execute"):
        start = time.perf_counter()
        report = jaxcheck.run(train_step, example=lambda: make_example(layers), mode=mode)
        wall = time.perf_counter() - start
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
        print(f"{'':>9}wall {wall:.2f} s = {wall / one:.1f}x one compile"
              + (f" (goal <= 2x: {'met' if wall <= 2 * one else 'missed'})"
                 if mode == "trace" else ""), flush=True)
        ok &= compiles <= goal
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
