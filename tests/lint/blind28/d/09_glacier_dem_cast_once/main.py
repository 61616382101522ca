import jax
import jax.numpy as jnp

from io_utils import read_dem, as_model_grid

RHO_ICE_CONVERSION = 0.85  # Huss (2013) volume-to-mass conversion


@jax.jit
def geodetic_balance(dem_a, dem_b, years, mask):
    dh = (dem_b - dem_a) * mask
    mean_dh = jnp.sum(dh) / jnp.sum(mask)
    return mean_dh * RHO_ICE_CONVERSION / years


surveys = [2000, 2005, 2012, 2018, 2023]
mask = jnp.ones((40, 40), jnp.float32).at[30:, :].set(0.0)
grids = {y: as_model_grid(read_dem(y)) for y in surveys}
for y0, y1 in zip(surveys[:-1], surveys[1:]):
    b = geodetic_balance(grids[y0], grids[y1], float(y1 - y0), mask)
    print(f"{y0}-{y1}: {float(b):+.3f} m w.e. a-1")
