from functools import partial

import jax
import jax.numpy as jnp

from params import CALIBRATED


@partial(jax.jit, static_argnames=("basin",))
def soil_moisture_runoff(precip, pet, basin):
    p = CALIBRATED[basin]

    def step(sm, x):
        rain, e = x
        recharge = rain * (sm / p["fc"]) ** p["beta"]
        sm = jnp.clip(sm + rain - recharge - e * jnp.minimum(sm / (0.7 * p["fc"]), 1.0), 0.0, p["fc"])
        return sm, p["k"] * recharge

    return jax.lax.scan(step, 0.5 * p["fc"], (precip, pet))[1]
