from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("rules",))
def occupancy(arrivals, dwell, rules):
    grid = jnp.arange(0.0, 180.0, 1.0)
    busy = (grid[None, :] >= arrivals[:, None]) & (grid[None, :] < arrivals[:, None] + dwell[:, None] + rules.turnaround_min)
    load = busy.sum(0)
    return load, jnp.sum(load > rules.n_platforms)
