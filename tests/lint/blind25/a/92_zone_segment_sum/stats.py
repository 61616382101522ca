from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_zones",))
def zone_yield_stats(zone_map, yield_map, num_zones):
    z = zone_map.ravel()
    y = yield_map.ravel()
    totals = jax.ops.segment_sum(y, z, num_segments=num_zones)
    counts = jax.ops.segment_sum(jnp.ones_like(y), z, num_segments=num_zones)
    return totals / jnp.maximum(counts, 1.0), counts
