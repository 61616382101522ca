import jax
import jax.numpy as jnp
from tiles import native_raster, to_grid

@jax.jit
def coverage_summary(grid):
    cov = grid / 10_000.0
    return cov.mean(), (cov > 0.005).mean()

for seed, (name, rows, cols) in enumerate([("elmwood", 30, 40), ("fairview", 30, 52), ("hampton", 44, 60)]):
    cov, dense = coverage_summary(to_grid(native_raster(rows, cols, seed)))
    print(name, round(float(cov), 5), round(float(dense), 3))
