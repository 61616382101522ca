import jax
import jax.numpy as jnp
import numpy as np

from raster import rasterize, view_extent


@jax.jit
def occupancy_features(grid, kernel):
    g = grid[None, None]
    k = kernel[None, None]
    blurred = jax.lax.conv_general_dilated(g, k, (1, 1), "SAME")[0, 0]
    return jnp.array([blurred.mean(), blurred.max(), (blurred > 0.1).mean()])


def main():
    rng = np.random.default_rng(0)
    kernel = jnp.ones((5, 5)) / 25.0
    speeds = [3.0, 8.0, 12.0, 18.0, 4.0, 22.0]
    for tick, v in enumerate(speeds):
        agents = rng.normal(size=(15, 2)) * 15
        grid = rasterize(agents, view_extent(v))
        feats = occupancy_features(grid, kernel)
        print(tick, v, grid.shape, np.round(np.asarray(feats), 4))


if __name__ == "__main__":
    main()
