import jax
import jax.numpy as jnp


@jax.jit
def reserve_margin(load_forecast, committed_mw, reserve_frac):
    return committed_mw - load_forecast * (1.0 + reserve_frac)
