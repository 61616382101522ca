from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid",))
def global_mean(field, grid):
    w = jnp.cos(jnp.deg2rad(jnp.asarray(grid.lat)))
    w = jnp.broadcast_to(w[:, None], grid.shape)
    return jnp.sum(field * w) / jnp.sum(w)
