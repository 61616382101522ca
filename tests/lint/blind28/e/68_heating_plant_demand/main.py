import numpy as np
import jax
import jax.numpy as jnp

from config import load_site
from zones import setpoint_vector


@jax.jit
def boiler_demand(setpoints, zone_temps, ua):
    return jnp.sum(ua * jnp.clip(setpoints - zone_temps, 0.0, None))


rng = np.random.default_rng(0)
ua = jnp.array([0.8, 0.8, 1.1, 1.1, 0.9, 0.6])
for wing, cfg in load_site().items():
    temps = jnp.asarray(19.5 + rng.normal(0, 0.7, 6), jnp.float32)
    print(wing, round(float(boiler_demand(setpoint_vector(cfg), temps, ua)), 2))
