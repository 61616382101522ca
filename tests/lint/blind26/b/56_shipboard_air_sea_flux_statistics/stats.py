import jax
import jax.numpy as jnp


@jax.jit
def welford_update(count, mean, m2, batch):
    n_b = batch.shape[0]
    b_mean = jnp.mean(batch, axis=0)
    b_m2 = jnp.sum((batch - b_mean) ** 2, axis=0)
    total = count + n_b
    delta = b_mean - mean
    mean = mean + delta * n_b / total
    m2 = m2 + b_m2 + delta ** 2 * count * n_b / total
    return total, mean, m2
