import numpy as np
import jax
import jax.numpy as jnp

C = 343.0
ARRAYS = {
    "meadow": [[0, 0, 0], [30, 0, 0], [0, 30, 0], [30, 30, 2]],
    "hedgerow": [[0.0, 0.0, 0.0], [28.5, 2.2, 0.4], [1.3, 29.1, 0.2], [27.9, 30.4, 1.1]],
    "orchard": [[0, 0, 0], [24, 0, 0], [0, 24, 1], [24, 24, 0]],
}


def mic_array(coords):
    return jnp.asarray(coords, dtype=jnp.float32)


@jax.jit
def grid_search_source(mics, tdoa, grid):
    d = jnp.linalg.norm(grid[:, None, :] - mics[None], axis=-1)
    pred = (d[:, 1:] - d[:, :1]) / C
    err = jnp.sum((pred - tdoa) ** 2, axis=1)
    return grid[jnp.argmin(err)]


xs = jnp.linspace(-5, 35, 41)
grid = jnp.stack(jnp.meshgrid(xs, xs, jnp.array([1.5]), indexing="ij"), -1).reshape(-1, 3)
src = np.array([12.0, 17.0, 1.5])
for site, coords in ARRAYS.items():
    mics = mic_array(coords)
    d = np.linalg.norm(np.asarray(coords, float) - src, axis=1)
    tdoa = jnp.asarray((d[1:] - d[0]) / C, jnp.float32)
    print(site, np.asarray(grid_search_source(mics, tdoa, grid)))
