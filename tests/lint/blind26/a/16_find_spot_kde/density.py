import jax
import jax.numpy as jnp


@jax.jit
def site_density(finds, grid, bandwidth):
    d2 = jnp.sum((grid[:, None, :] - finds[None, :, :]) ** 2, -1)
    return jnp.exp(-0.5 * d2 / bandwidth ** 2).sum(1) / (2 * jnp.pi * bandwidth ** 2 * finds.shape[0])
