import jax
import jax.numpy as jnp


@jax.jit
def detectability_adjusted(counts, night):
    p_detect = jnp.where(night, 0.45, 0.7)
    return counts.mean() / p_detect
