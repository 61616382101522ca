import jax
import jax.numpy as jnp
from jax.scipy.ndimage import map_coordinates


class Reprojector:
    """Resamples raster tiles through a 2x3 affine transform (pixel -> pixel)."""

    def __init__(self, affine, order=1):
        self.affine = jnp.asarray(affine, dtype=jnp.float32)
        self.order = order

    def apply(self, tile):
        affine = self.affine
        order = self.order

        @jax.jit
        def warp_tile(img):
            h, w = img.shape
            rows, cols = jnp.meshgrid(jnp.arange(h, dtype=jnp.float32),
                                      jnp.arange(w, dtype=jnp.float32), indexing="ij")
            src_r = affine[0, 0] * rows + affine[0, 1] * cols + affine[0, 2]
            src_c = affine[1, 0] * rows + affine[1, 1] * cols + affine[1, 2]
            return map_coordinates(img, [src_r, src_c], order=order, mode="nearest")

        return warp_tile(tile)
