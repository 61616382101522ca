import jax
import jax.numpy as jnp
from tiles import MUNICIPALITIES

@jax.jit
def footprint_density(raster):
    coverage = raster / 10_000.0
    k = jnp.ones((3, 3)) / 9.0
    smooth = jax.scipy.signal.convolve2d(coverage, k, mode="same")
    return coverage.mean(), (smooth > 0.02).mean()

for tile in MUNICIPALITIES:
    cov, dense = footprint_density(tile.rasterize())
    print(tile.name, tile.shape, round(float(cov), 4), round(float(dense), 3))
