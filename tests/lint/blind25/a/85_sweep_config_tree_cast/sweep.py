import itertools

import jax
import jax.numpy as jnp

GRID = {
    "irrigation_trigger": [0.4, 0.5, 0.6],
    "refill_mm": [20, 30],
    "kc_mid": [1, 1.15],
}


def configurations():
    keys = list(GRID)
    for values in itertools.product(*(GRID[k] for k in keys)):
        cfg = dict(zip(keys, values))
        yield cfg, jax.tree_util.tree_map(lambda v: jnp.asarray(v, jnp.float32), cfg)
