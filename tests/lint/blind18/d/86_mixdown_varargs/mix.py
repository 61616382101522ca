import jax
import jax.numpy as jnp


@jax.jit
def mixdown(*stems):
    mix = sum(stems)
    peak = jnp.max(jnp.abs(mix))
    return mix / jnp.maximum(peak, 1.0)
