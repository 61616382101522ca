from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("grid_shape",))
def grid_soil_points(xy, values, cell, grid_shape):
    ij = jnp.clip((xy / cell).astype(jnp.int32), 0, jnp.array(grid_shape) - 1)
    flat = ij[:, 0] * grid_shape[1] + ij[:, 1]
    sums = jnp.zeros(grid_shape[0] * grid_shape[1]).at[flat].add(values)
    counts = jnp.zeros(grid_shape[0] * grid_shape[1]).at[flat].add(1.0)
    return (sums / jnp.maximum(counts, 1.0)).reshape(grid_shape)


def main():
    rng = np.random.default_rng(250)
    template = np.zeros((40, 40), np.float32)
    for survey in range(5):
        xy = rng.uniform(0, 2000, size=(600, 2)).astype(np.float32)
        au_ppb = rng.lognormal(1.0, 1.0, size=600).astype(np.float32)
        grid = grid_soil_points(xy, au_ppb, 50.0, grid_shape=template.shape)
        print(f"survey {survey}: max cell mean {float(grid.max()):.1f} ppb Au")


if __name__ == "__main__":
    main()
