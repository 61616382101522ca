import jax
import jax.numpy as jnp

@jax.jit
def vb_residuals(theta, ages, lengths):
    Linf, k, t0 = theta[0], theta[1], theta[2]
    pred = Linf * (1.0 - jnp.exp(-k * (ages - t0)))
    return lengths - pred
