from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dtype",))
def heatmap_density(positions, dtype):
    # 2D histogram of player positions on a 32x32 map grid
    cells = jnp.clip((positions * 32).astype(jnp.int32), 0, 31)
    flat = cells[:, 0] * 32 + cells[:, 1]
    counts = jnp.zeros(32 * 32, dtype).at[flat].add(1)
    return (counts / counts.sum()).reshape(32, 32)
