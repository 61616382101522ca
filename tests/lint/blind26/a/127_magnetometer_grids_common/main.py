import numpy as np
import jax
import jax.numpy as jnp

GRIDS = [("Field 7", 0.5), ("Field 8", 0.25), ("Field 9", 0.5), ("Field 12", 1.0)]
COMMON = (40, 40)


@jax.jit
def destripe_grid(grid):
    destriped = grid - jnp.median(grid, axis=1, keepdims=True)
    return destriped - jnp.median(destriped, axis=0, keepdims=True)


rng = np.random.default_rng(0)
for name, spacing in GRIDS:
    n = int(20.0 / spacing)
    raw = jnp.asarray(rng.normal(0, 3, size=(n, n)).astype(np.float32))
    common = jax.image.resize(raw, COMMON, method="linear")
    out = destripe_grid(common)
    print(name, n, out.shape, round(float(out.std()), 3))
