import numpy as np
import jax.numpy as jnp
from canopy import Canopy

def stand_canopy(k, rng):
    lai = rng.uniform(0.2, 1.2, 8).astype(np.float32)
    kx = np.float32(0.5 + 0.05 * k)
    if k % 2:
        return Canopy(lai_layers=jnp.asarray(lai), k_ext=jnp.asarray(kx))
    return Canopy(lai_layers=lai, k_ext=np.asarray(kx))
