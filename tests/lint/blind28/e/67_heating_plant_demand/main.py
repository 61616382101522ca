import numpy as np
import jax
import jax.numpy as jnp

from config import load_site


@jax.jit
def boiler_demand(setpoints, zone_temps, ua):
    deficit = jnp.clip(setpoints - zone_temps, 0.0, None)
    return jnp.sum(ua * deficit)


rng = np.random.default_rng(0)
ua = jnp.array([0.8, 0.8, 1.1, 1.1, 0.9, 0.6])
for wing, cfg in load_site().items():
    sp = jnp.asarray(cfg["heating_sp"])
    temps = jnp.asarray(19.5 + rng.normal(0, 0.7, 6), jnp.float32)
    print(wing, sp.dtype, round(float(boiler_demand(sp, temps, ua)), 2))
