import jax
import jax.numpy as jnp


@jax.jit
def mean_and_error(buffer, count):
    mask = jnp.arange(buffer.shape[0]) < count
    n = count.astype(jnp.float32)
    mean = jnp.sum(jnp.where(mask, buffer, 0.0)) / n
    sq = jnp.where(mask, (buffer - mean) ** 2, 0.0)
    err = jnp.sqrt(jnp.sum(sq) / (n * (n - 1.0)))
    return mean, err
