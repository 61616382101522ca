import jax
import jax.numpy as jnp


@jax.jit
def mixdown(tracks, armed):
    mix = jnp.sum(tracks * armed[:, None], axis=0)
    peak = jnp.max(jnp.abs(mix))
    return mix / jnp.maximum(peak, 1.0)
