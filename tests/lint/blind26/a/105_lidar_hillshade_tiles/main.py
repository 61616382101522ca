import numpy as np
import jax
import jax.numpy as jnp

from tiles import TileStore


@jax.jit
def hillshade(dem, azimuth, altitude):
    gy, gx = jnp.gradient(dem)
    slope = jnp.arctan(jnp.hypot(gx, gy))
    aspect = jnp.arctan2(-gx, gy)
    az, alt = jnp.deg2rad(azimuth), jnp.deg2rad(altitude)
    return jnp.sin(alt) * jnp.cos(slope) + jnp.cos(alt) * jnp.sin(slope) * jnp.cos(az - aspect)


store = TileStore()
for tile_id in ["NT24", "NT25", "NT24", "NT26", "NT25"]:
    hs = hillshade(store.get(tile_id), 315.0, 35.0)
    print(tile_id, round(float(hs.mean()), 4))
