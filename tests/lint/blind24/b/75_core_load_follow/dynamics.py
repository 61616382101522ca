import jax
import jax.numpy as jnp

from state import CoreState

DOPPLER = -2.5e-5     # dk/k per K
ROD_WORTH = 0.012


@jax.jit
def thermal_feedback_step(state, demand):
    z = (jnp.arange(state.n_nodes) + 0.5) / state.n_nodes
    rod_shape = jnp.where(z > state.rod_position, 1.0, 0.0)
    rho = DOPPLER * (state.fuel_temp - 900.0) - ROD_WORTH * rod_shape
    power = state.power * (1.0 + 5.0 * rho)
    power = power / power.mean() * demand
    fuel_temp = state.fuel_temp + 0.2 * (560.0 + 400.0 * power - state.fuel_temp)
    rod = jnp.clip(state.rod_position + 0.02 * (power.mean() - demand), 0.0, 1.0)
    return state.replace(power=power, fuel_temp=fuel_temp, rod_position=rod)
