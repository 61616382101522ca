import numpy as np
import jax
import jax.numpy as jnp
from sensors import load, BAND_INDEX

@jax.jit
def canopy_water_index(img, nir_i, swir_i):
    nir = jnp.take(img, nir_i, axis=-1); swir = jnp.take(img, swir_i, axis=-1)
    return jnp.mean((nir - swir) / (nir + swir + 1e-6))

rng = np.random.default_rng(115)
for sensor in ["S2", "L8", "S2", "L8"]:
    b = BAND_INDEX[sensor]
    print(sensor, round(float(canopy_water_index(load(sensor, rng), np.int32(b["nir"]), np.int32(b["swir"]))), 4))
