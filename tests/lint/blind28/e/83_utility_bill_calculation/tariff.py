import jax
import jax.numpy as jnp

ENERGY_RATE = jnp.array([0.09] * 32 + [0.14] * 32 + [0.22] * 16 + [0.14] * 16)
DEMAND_RATE = 14.5


@jax.jit
def monthly_bill(kw, day_mask):
    energy = jnp.sum(kw * 0.25 * ENERGY_RATE[None, :] * day_mask[:, None])
    peak = jnp.max(kw * day_mask[:, None])
    return energy + peak * DEMAND_RATE, peak
