import jax
import jax.numpy as jnp


@jax.jit
def exceedance_frequency(fields, threshold):
    return jnp.mean(fields > threshold, axis=0)
