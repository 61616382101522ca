import numpy as np
import jax.numpy as jnp

RATE_TABLE = np.array([0.052, 0.061, 0.068], dtype=np.float32)

def quoted_rate(year):
    if year < len(RATE_TABLE):
        return RATE_TABLE[year]
    return jnp.float32(0.055) + jnp.float32(0.002) * (year - len(RATE_TABLE))
