import dataclasses

import jax
import numpy as np


@dataclasses.dataclass
class GeoTile:
    pixels: jax.Array
    origin: tuple
    pixel_size: float


jax.tree_util.register_dataclass(GeoTile, data_fields=["pixels"], meta_fields=["origin", "pixel_size"])


def tile_grid(n=4, size=32, pixel_size=10.0, x0=600000.0, y0=5200000.0):
    rng = np.random.default_rng(0)
    for i in range(n):
        origin = (x0 + i * size * pixel_size, y0)
        yield GeoTile(rng.uniform(0, 1, (size, size)).astype(np.float32), origin, pixel_size)
