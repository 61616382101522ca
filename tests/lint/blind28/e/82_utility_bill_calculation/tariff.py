import jax
import jax.numpy as jnp

ENERGY_RATE = jnp.array([0.09] * 32 + [0.14] * 32 + [0.22] * 16 + [0.14] * 16)
DEMAND_RATE = 14.5  # $/kW-month


@jax.jit
def monthly_bill(kw):
    energy = jnp.sum(kw * 0.25 * ENERGY_RATE[None, :])
    demand = jnp.max(kw) * DEMAND_RATE
    return energy + demand, jnp.max(kw)
