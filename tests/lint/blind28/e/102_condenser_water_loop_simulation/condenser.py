import jax
import jax.numpy as jnp


@jax.jit
def condenser_step(state, heat_rejected_kw, wet_bulb):
    cw_temp, fouling = state
    approach = 3.5 + 0.004 * heat_rejected_kw * (1.0 + fouling)
    cw_new = 0.7 * cw_temp + 0.3 * (wet_bulb + approach)
    fouling = fouling + 1e-4 * jnp.maximum(cw_new - 30.0, 0.0)
    return cw_new, fouling
