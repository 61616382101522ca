import numpy as np
import jax.numpy as jnp

from params import ZONES, fitted_zone_params
from sim import overnight_drift

params = fitted_zone_params()
t_out = jnp.asarray(np.linspace(8, 2, 10), jnp.float32)
for night in range(2):
    for z in ZONES:
        t_end = overnight_drift(params[z], jnp.float32(21.0), t_out)
        print(night, z, round(float(t_end), 2))
