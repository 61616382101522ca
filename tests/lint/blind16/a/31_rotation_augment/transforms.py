import math
from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.ndimage import map_coordinates


@partial(jax.jit, static_argnames=("angle",))
def rotate_batch(images, angle):
    """Rotate a batch of HWC images about their centre by `angle` degrees."""
    n, h, w, c = images.shape
    theta = math.radians(angle)
    cos_t, sin_t = math.cos(theta), math.sin(theta)
    yy, xx = jnp.meshgrid(jnp.arange(h), jnp.arange(w), indexing="ij")
    cy, cx = (h - 1) / 2, (w - 1) / 2
    src_y = cos_t * (yy - cy) - sin_t * (xx - cx) + cy
    src_x = sin_t * (yy - cy) + cos_t * (xx - cx) + cx

    def one(img):
        return jnp.stack(
            [map_coordinates(img[..., k], [src_y, src_x], order=1, mode="constant") for k in range(c)],
            axis=-1,
        )

    return jax.vmap(one)(images)
