import jax
import jax.numpy as jnp


@jax.jit
def welford_update(count, mean, m2, x):
    """Running conductivity statistics of caustic CIP return, one reading per call."""
    count = count + 1
    delta = x - mean
    mean = mean + delta / count
    m2 = m2 + delta * (x - mean)
    return count, mean, m2
