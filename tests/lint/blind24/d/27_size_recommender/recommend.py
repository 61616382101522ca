from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("chart",))
def recommend_size(chest_cm, ease_cm, chart):
    grid = jnp.array(chart.chest_cm, jnp.float32)
    gap = grid[None, :] - (chest_cm[:, None] + ease_cm)
    penalty = jnp.where(gap < 0, -3.0 * gap, gap)
    return jnp.argmin(penalty, axis=1)
