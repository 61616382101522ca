import jax
import jax.numpy as jnp


@jax.jit
def kalman_bias_update(bias, var, forecast, obs, q, r):
    # scalar Kalman filter for a station's running forecast bias
    var_prior = var + q
    gain = var_prior / (var_prior + r)
    innovation = jnp.mean(forecast - obs) - bias
    return bias + gain * innovation, (1 - gain) * var_prior
