import jax
import jax.numpy as jnp


@jax.jit
def linear_equate(raw, anchor_mean, anchor_sd, ref_mean, ref_sd):
    return ref_mean + ref_sd * (raw - anchor_mean) / anchor_sd
