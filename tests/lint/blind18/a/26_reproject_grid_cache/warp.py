import functools

import jax
import jax.numpy as jnp
from jax.scipy.ndimage import map_coordinates


@functools.lru_cache(maxsize=32)
def warper_for(grid):
    h, w = grid.height, grid.width

    def warp(src, affine):
        rows, cols = jnp.meshgrid(jnp.arange(h, dtype=jnp.float32),
                                  jnp.arange(w, dtype=jnp.float32), indexing="ij")
        src_r = affine[0] * rows + affine[1] * cols + affine[2]
        src_c = affine[3] * rows + affine[4] * cols + affine[5]
        return jax.vmap(lambda band: map_coordinates(band, [src_r, src_c], order=1, mode="nearest"))(src)

    return jax.jit(warp)
