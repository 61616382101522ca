import jax
import jax.numpy as jnp


@jax.jit
def n_balance(soil_nitrate, crop_demand, manure_n, mineralization, efficiency):
    supply = soil_nitrate + mineralization + 0.4 * manure_n
    deficit = jnp.maximum(crop_demand - supply, 0.0)
    return deficit / efficiency
