import numpy as np
import jax
import jax.numpy as jnp

from surveys import GRIDS, load_grid


@jax.jit
def magnetic_gradient(grid):
    destriped = grid - jnp.median(grid, axis=1, keepdims=True)
    gy, gx = jnp.gradient(destriped)
    return jnp.hypot(gx, gy)


rng = np.random.default_rng(0)
for name, spacing in GRIDS:
    g = magnetic_gradient(load_grid(spacing, rng))
    print(name, g.shape, float(g.max()))
