import jax
import jax.numpy as jnp


@jax.jit
def accumulate(total, weight_sum, frame, sky_rms):
    w = 1.0 / sky_rms ** 2
    return total + w * (frame - jnp.median(frame)), weight_sum + w
