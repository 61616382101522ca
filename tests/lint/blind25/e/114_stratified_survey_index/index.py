import jax
import jax.numpy as jnp

@jax.jit
def stratified_index(catch, area, stratum, n_strata):
    sums = jax.ops.segment_sum(catch, stratum, num_segments=3)
    counts = jax.ops.segment_sum(jnp.ones_like(catch), stratum, num_segments=3)
    return jnp.sum(area * sums / jnp.maximum(counts, 1.0)) / jnp.sum(area)
