import jax
import jax.numpy as jnp


@jax.jit
def flat_field(counts, gain_map, pixel_mask):
    corrected = counts / gain_map * pixel_mask
    live = jnp.sum(pixel_mask)
    return corrected, jnp.sum(corrected) / live
