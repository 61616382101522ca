import jax
import jax.numpy as jnp

@jax.jit
def vb_sse(theta, ages, lengths):
    pred = theta[0] * (1.0 - jnp.exp(-theta[1] * (ages - theta[2])))
    return jnp.sum((lengths - pred) ** 2)
