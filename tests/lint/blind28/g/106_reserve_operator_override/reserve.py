import jax
import jax.numpy as jnp


@jax.jit
def reserve_shortfall(load_forecast, committed_mw, reserve_frac):
    need = jnp.asarray(load_forecast) * (1.0 + reserve_frac)
    return jnp.maximum(need - committed_mw, 0.0)
