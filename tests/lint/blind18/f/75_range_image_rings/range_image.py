from functools import partial

import jax
import jax.numpy as jnp

from sensor import AZIMUTH_BINS


@partial(jax.jit, static_argnames=("height",))
def build_range_image(ring_idx, azimuth, ranges, height):
    col = ((azimuth + jnp.pi) / (2 * jnp.pi) * AZIMUTH_BINS).astype(jnp.int32) % AZIMUTH_BINS
    img = jnp.full((height, AZIMUTH_BINS), jnp.inf, jnp.float32)
    img = img.at[ring_idx, col].min(ranges)
    return jnp.where(jnp.isinf(img), 0.0, img)
