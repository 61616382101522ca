from functools import partial

import jax
import jax.numpy as jnp

from grid import CELL


@partial(jax.jit, static_argnames=("shape",))
def visitor_heatmap(points, origin, shape):
    idx = jnp.floor((points - origin) / CELL).astype(jnp.int32)
    idx = jnp.clip(idx, 0, jnp.array(shape) - 1)
    return jnp.zeros(shape).at[idx[:, 0], idx[:, 1]].add(1.0)
