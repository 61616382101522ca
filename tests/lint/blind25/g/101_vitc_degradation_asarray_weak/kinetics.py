import jax
import jax.numpy as jnp


@jax.jit
def vitamin_c_remaining(c0, days, storage_temp):
    """First-order ascorbic acid loss in orange juice with Arrhenius temperature dependence."""
    k_ref = 0.012          # 1/day at 4 C
    ea_r = 9000.0          # Ea/R in K
    k = k_ref * jnp.exp(-ea_r * (1.0 / (storage_temp + 273.15) - 1.0 / 277.15))
    return c0 * jnp.exp(-k * days)
