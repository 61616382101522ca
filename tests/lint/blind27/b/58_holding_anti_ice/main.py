import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def holdover_fuel(burn_kg_min, hold_min, icing):
    # engine/wing anti-ice raises fuel flow roughly 5-8%
    factor = jax.lax.cond(icing, lambda: jnp.float32(1.07), lambda: jnp.float32(1.0))
    return burn_kg_min * hold_min * factor


rng = np.random.default_rng(58)
for k in range(8):
    oat = rng.uniform(-15, 10)
    visible_moisture = rng.uniform() < 0.5
    icing = np.bool_(oat < 5 and visible_moisture)
    fuel = holdover_fuel(jnp.float32(rng.uniform(35, 60)), jnp.float32(rng.uniform(5, 25)), icing)
    print(k, bool(icing), f"{float(fuel):.0f} kg")
