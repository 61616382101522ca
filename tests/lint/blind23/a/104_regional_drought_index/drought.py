import jax
import jax.numpy as jnp


@jax.jit
def spi_like_index(precip_points):
    # precip_points: (months, points)
    logp = jnp.log1p(precip_points)
    z = (logp - logp.mean(0)) / (logp.std(0) + 1e-6)
    return z.mean(axis=1)
