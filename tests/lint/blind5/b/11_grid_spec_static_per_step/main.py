import numpy as np
import jax.numpy as jnp

from grid import GridSpec
from rasterize import rasterize_points


def read_sensor_batches(n_batches, n_points=500, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        lon = rng.uniform(5.0, 6.0, n_points)
        lat = rng.uniform(45.0, 46.0, n_points)
        temp = 15 + 3 * np.sin(lon * 4) + rng.normal(scale=0.5, size=n_points)
        yield (jnp.asarray(lon, dtype=jnp.float32), jnp.asarray(lat, dtype=jnp.float32),
               jnp.asarray(temp, dtype=jnp.float32))


def main():
    composite = None
    for i, (lon, lat, temp) in enumerate(read_sensor_batches(5)):
        grid = GridSpec(lon0=5.0, lat0=45.0, res=0.05, shape=(20, 20))
        raster = rasterize_points(lon, lat, temp, grid=grid)
        composite = raster if composite is None else jnp.maximum(composite, raster)
        print(f"batch {i}: filled cells {int((raster > 0).sum())}")
    print("composite mean", float(composite[composite > 0].mean()))


if __name__ == "__main__":
    main()
