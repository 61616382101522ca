import jax
import jax.numpy as jnp

MAX_TANKS = 16


@jax.jit
def forecast_days(brix, temp, k_ref, q10):
    k = k_ref * q10 ** ((temp - 20.0) / 10.0)
    return jnp.log(jnp.maximum(brix, 0.5) / 0.5) / k
