import jax
import jax.numpy as jnp
import numpy as np

from tracking import crop_box, storm_track


@jax.jit
def storm_diagnostics(msl_patch, inside):
    centre_pressure = jnp.min(jnp.where(inside, msl_patch, jnp.inf))
    env = jnp.sum(jnp.where(inside, msl_patch, 0.0)) / jnp.sum(inside)
    return centre_pressure, env - centre_pressure


rng = np.random.default_rng(0)
lats = np.arange(0.0, 50.0, 0.5)
lons = np.arange(100.0, 180.0, 0.5)
lat, lon, radius = storm_track(6, rng)
for t in range(6):
    yy, xx = np.meshgrid(lats - lat[t], lons - lon[t], indexing="ij")
    msl = (1010.0 - 40.0 * np.exp(-(yy**2 + xx**2) / 4.0)).astype(np.float32)
    patch, inside = crop_box(msl, lats, lons, lat[t], lon[t], radius[t])
    pmin, depth = storm_diagnostics(patch, inside)
    print(t, patch.shape, float(pmin), float(depth))
