import jax
import jax.numpy as jnp


@jax.jit
def smooth_angle(theta, kernel):
    k = jnp.asarray(kernel)
    return jnp.convolve(theta, k / jnp.sum(k), mode="same")
