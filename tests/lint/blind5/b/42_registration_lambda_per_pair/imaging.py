import jax.numpy as jnp
import numpy as np
from jax.scipy.ndimage import map_coordinates


def shift_image(img, shift):
    h, w = img.shape
    rows, cols = jnp.meshgrid(jnp.arange(h, dtype=jnp.float32), jnp.arange(w, dtype=jnp.float32),
                              indexing="ij")
    return map_coordinates(img, [rows - shift[0], cols - shift[1]], order=1, mode="nearest")


def ssd(fixed, moving, shift):
    return jnp.mean((shift_image(moving, shift) - fixed) ** 2)


def synthetic_pair(seed, size=48):
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[:size, :size].astype(np.float32)
    blobs = sum(np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 30.0)
                for cx, cy in rng.uniform(10, size - 10, size=(6, 2)))
    true_shift = rng.uniform(-1.5, 1.5, size=2)
    fixed = jnp.asarray(blobs, dtype=jnp.float32)
    moving = shift_image(fixed, -jnp.asarray(true_shift, dtype=jnp.float32))
    return fixed, moving, true_shift
