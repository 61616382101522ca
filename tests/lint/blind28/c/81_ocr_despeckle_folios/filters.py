from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def despeckle(page, radius):
    k = 2 * radius + 1
    padded = jnp.pad(page, radius, mode="edge")
    windows = jnp.stack([padded[i:i + page.shape[0], j:j + page.shape[1]]
                         for i in range(k) for j in range(k)])
    return jnp.median(windows, axis=0)
