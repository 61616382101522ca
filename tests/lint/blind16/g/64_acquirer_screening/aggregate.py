from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_merchants",))
def merchant_outliers(amounts, merchant_idx, num_merchants):
    count = jax.ops.segment_sum(jnp.ones_like(amounts), merchant_idx, num_segments=num_merchants)
    total = jax.ops.segment_sum(amounts, merchant_idx, num_segments=num_merchants)
    sq = jax.ops.segment_sum(amounts ** 2, merchant_idx, num_segments=num_merchants)
    mean = total / jnp.maximum(count, 1.0)
    std = jnp.sqrt(jnp.maximum(sq / jnp.maximum(count, 1.0) - mean ** 2, 1e-6))
    z = (amounts - mean[merchant_idx]) / std[merchant_idx]
    return jnp.abs(z) > 3.0
