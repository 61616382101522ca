import jax
import jax.numpy as jnp

from state import ReservoirState


@jax.jit
def daily_operation(state, inflow, demand, capacity):
    storage, spill_total = state
    s = storage + inflow - demand
    spill = jnp.maximum(s - capacity, 0.0)
    s = jnp.clip(s, 0.0, capacity)
    return ReservoirState(s, spill_total + spill)
