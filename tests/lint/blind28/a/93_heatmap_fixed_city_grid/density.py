from functools import partial

import jax
import jax.numpy as jnp

from grid import CELL, CITY_ORIGIN, SHAPE


@partial(jax.jit, static_argnames=("shape",))
def city_heatmap(points, origin, shape):
    idx = jnp.floor((points - origin) / CELL).astype(jnp.int32)
    inside = jnp.all((idx >= 0) & (idx < jnp.array(shape)), axis=1)
    idx = jnp.clip(idx, 0, jnp.array(shape) - 1)
    return jnp.zeros(shape).at[idx[:, 0], idx[:, 1]].add(inside.astype(jnp.float32))


def daily_heatmap(points):
    return city_heatmap(points, CITY_ORIGIN, shape=SHAPE)
