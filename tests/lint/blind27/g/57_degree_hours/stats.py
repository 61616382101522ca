import jax
import jax.numpy as jnp


@jax.jit
def degree_hours_above(temp, valid, threshold):
    w = valid.astype(jnp.float32)
    excess = jnp.maximum(temp - threshold, 0.0) * w
    coverage = w.mean()
    return excess.sum() / 4.0, coverage
