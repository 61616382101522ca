from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("unit",))
def tonnage_mileage(tonnes, km, unit="tkm"):
    tk = jnp.sum(tonnes * km)
    if unit == "mtkm":
        return tk / 1e6
    return tk
