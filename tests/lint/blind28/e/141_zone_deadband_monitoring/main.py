import numpy as np
import jax
import jax.numpy as jnp

from store import TrendStore


@jax.jit
def deadband_violations(trend, setpoint):
    return jnp.sum(jnp.abs(trend - setpoint) > 1.5)


store = TrendStore()
rng = np.random.default_rng(0)
for day in range(9):
    trend = store.get("zone_temp_3F", day, rng)
    print(day, type(trend).__name__, int(deadband_violations(trend, jnp.float32(21.0))))
