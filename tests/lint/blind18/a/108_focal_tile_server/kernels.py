import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def focal_mean_kernel(tile_size, window=5):
    """Build a jitted focal (moving-window) mean specialised to one tile size."""
    pad = window // 2

    def focal_mean(tile):
        padded = jnp.pad(tile, pad, mode="reflect")
        acc = jnp.zeros((tile_size, tile_size), tile.dtype)
        for dr in range(window):
            for dc in range(window):
                acc = acc + jax.lax.dynamic_slice(padded, (dr, dc), (tile_size, tile_size))
        return acc / (window * window)

    return jax.jit(focal_mean)
