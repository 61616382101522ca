import jax
import jax.numpy as jnp
import numpy as np
from settings import load_sectors


@jax.jit
def sector_count(lat, lon, bounds):
    lat_lo, lat_hi = bounds["lat"]
    lon_lo, lon_hi = bounds["lon"]
    inside = (lat >= lat_lo) & (lat < lat_hi) & (lon >= lon_lo) & (lon < lon_hi)
    return jnp.sum(inside)


rng = np.random.default_rng(10)
sectors = load_sectors()
for minute in range(3):
    lat = jnp.asarray(rng.uniform(38, 43, 500), dtype=jnp.float32)
    lon = jnp.asarray(rng.uniform(-78, -70, 500), dtype=jnp.float32)
    for name, bounds in sectors.items():
        print(minute, name, int(sector_count(lat, lon, bounds)))
