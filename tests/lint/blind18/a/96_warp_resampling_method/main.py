import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.ndimage import map_coordinates

from jobs import JOBS, resampling_of


@functools.partial(jax.jit, static_argnames=("method",))
def subpixel_shift(band, shift, method):
    order = 0 if method.lower() == "nearest" else 1
    rows, cols = jnp.meshgrid(jnp.arange(band.shape[0], dtype=jnp.float32),
                              jnp.arange(band.shape[1], dtype=jnp.float32), indexing="ij")
    return map_coordinates(band, [rows + shift[0], cols + shift[1]], order=order, mode="nearest")


def main():
    rng = np.random.default_rng(0)
    for job in JOBS:
        band = jnp.asarray(rng.uniform(size=(48, 48)).astype(np.float32))
        out = subpixel_shift(band, jnp.asarray(job["shift"], jnp.float32), method=resampling_of(job))
        print(job["scene"], resampling_of(job), round(float(out.mean()), 4))


if __name__ == "__main__":
    main()
