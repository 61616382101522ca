import jax
import jax.numpy as jnp


@jax.jit
def thinning_probability(counts, target_per_cell):
    keep = jnp.where(counts > 0, target_per_cell / jnp.maximum(counts, 1), 0.0)
    return jnp.clip(keep, 0.0, 1.0)
