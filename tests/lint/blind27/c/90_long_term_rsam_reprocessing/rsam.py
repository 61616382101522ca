import jax
import jax.numpy as jnp


@jax.jit
def rsam_minutes(segment):
    x = jnp.abs(segment - segment.mean())
    return x.reshape(60, -1).mean(axis=1)
