from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_iter",))
def clipped_mean_stack(cube, kappa, n_iter):
    mask = jnp.ones_like(cube, dtype=bool)
    for _ in range(n_iter):
        n = jnp.sum(mask, 0)
        mu = jnp.sum(jnp.where(mask, cube, 0), 0) / n
        sd = jnp.sqrt(jnp.sum(jnp.where(mask, (cube - mu) ** 2, 0), 0) / n)
        mask = jnp.abs(cube - mu) <= kappa * sd + 1e-6
    return jnp.sum(jnp.where(mask, cube, 0), 0) / jnp.sum(mask, 0)
