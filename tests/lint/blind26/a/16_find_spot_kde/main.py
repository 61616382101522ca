import numpy as np
import jax.numpy as jnp

from survey import grid_points, preview, refine

rng = np.random.default_rng(9)
finds = jnp.asarray(rng.uniform(0, 100, size=(80, 2)).astype(np.float32))
grid = grid_points()

surface = preview(finds, grid)
print("preview peak", float(surface.max()))
for bw in [5.0, 7.5, 12.5]:
    surface = refine(finds, grid, bw)
    print(bw, float(surface.max()))
