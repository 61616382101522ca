import jax
import jax.numpy as jnp

from state import LoopState

DT = 0.5
PUMP_T_HALF = 12.0
NAT_CIRC = 0.04


@jax.jit
def advance(state, decay_power_frac):
    t = state.step * DT
    flow = jnp.maximum(1.0 / (1.0 + t / PUMP_T_HALF), NAT_CIRC)
    d_temp = 30.0 * decay_power_frac / flow - 0.5 * (state.t_coolant - 565.0)
    return LoopState(step=state.step + 1, flow=flow, t_coolant=state.t_coolant + DT * d_temp)
