import jax
import jax.numpy as jnp

from state import CondenserState


@jax.jit
def condenser_step(state, heat_rejected_kw, wet_bulb):
    approach = 3.5 + 0.004 * heat_rejected_kw * (1.0 + state.fouling)
    cw_new = 0.7 * state.cw_temp + 0.3 * (wet_bulb + approach)
    fouling = state.fouling + 1e-4 * jnp.maximum(cw_new - 30.0, 0.0)
    return CondenserState(cw_new, fouling)
