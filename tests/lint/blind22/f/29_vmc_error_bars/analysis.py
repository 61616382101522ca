import jax
import jax.numpy as jnp


@jax.jit
def mean_and_error(block_means):
    n = block_means.shape[0]
    mean = block_means.mean()
    err = jnp.sqrt(jnp.sum((block_means - mean) ** 2) / (n * (n - 1)))
    return mean, err
