import numpy as np
import jax
import jax.numpy as jnp
from sensors import load_common

@jax.jit
def moisture_index(nir_swir):
    nir, swir = nir_swir[..., 0], nir_swir[..., 1]
    return jnp.mean((nir - swir) / (nir + swir + 1e-6))

rng = np.random.default_rng(116)
for sensor in ["S2", "L8", "S2", "L8"]:
    print(sensor, round(float(moisture_index(load_common(sensor, rng))), 4))
