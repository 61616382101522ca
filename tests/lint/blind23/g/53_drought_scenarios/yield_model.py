import jax
import jax.numpy as jnp


@jax.jit
def drought_yield_ratio(precip, temp, settings):
    p = precip * settings["precip_factor"]
    pet = 0.16 * jnp.maximum(temp + settings["temp_shift"], 0.0) ** 1.3
    supply = jnp.maximum(p - pet, 0.0) * 2.5
    growth = settings.get("demand_growth", 0.0)
    demand = 40.0 * (1 + growth) ** (jnp.arange(precip.shape[0]) / 12.0)
    return jnp.minimum(supply / demand, 1.0).mean()
