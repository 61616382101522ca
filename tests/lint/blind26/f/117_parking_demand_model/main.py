import jax
import jax.numpy as jnp

@jax.jit
def parking_occupancy(capacity, base_demand, is_weekend):
    hours = jnp.arange(24.0)
    weekday = base_demand * (0.3 + 0.7 * jnp.exp(-((hours - 13.0) / 4.0) ** 2))
    weekend = base_demand * (0.2 + 0.5 * jnp.exp(-((hours - 15.0) / 5.0) ** 2))
    demand = jax.lax.cond(is_weekend, lambda: weekend, lambda: weekday)
    return jnp.minimum(demand / capacity, 1.0)

capacity = jnp.array([120.0, 300.0, 80.0])[:, None]
base = jnp.array([100.0, 260.0, 90.0])[:, None]
for day in range(7):
    occ = parking_occupancy(capacity, base, day >= 5)
    print(day, jnp.round(occ.max(axis=1), 2))
