import jax
import numpy as np

from risk import crossing_risk

CROSSINGS = {"barrier_type": "full"}


def poll_once(rng):
    flow = rng.uniform(100, 900, 20).astype(np.float32)
    gap = rng.uniform(2, 30, 20).astype(np.float32)
    fn = jax.jit(crossing_risk, static_argnames=("barrier_type",))
    return fn(flow, gap, barrier_type=CROSSINGS["barrier_type"])
