import jax
import jax.numpy as jnp


@jax.jit
def surge_update(state, obs, astro, gain):
    # exponential smoother of non-tidal residual (storm surge) per gauge
    resid = obs - astro
    innov = resid - state
    return state + gain * innov, innov
