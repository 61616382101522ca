from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from fleet import FLEET, SCHEDULE


@partial(jax.jit, static_argnames=("n_engines",))
def ground_fuel_kg(taxi_min, ff_idle_kg_s, n_engines):
    return taxi_min * 60.0 * ff_idle_kg_s * n_engines


rng = np.random.default_rng(107)
for ac in SCHEDULE:
    t = jnp.asarray(rng.uniform(8, 30, 10), dtype=jnp.float32)
    spec = FLEET[ac]
    fuel = ground_fuel_kg(t, jnp.float32(spec["ff_per_engine_idle"]), n_engines=spec["engines"])
    print(ac, f"mean taxi fuel {float(fuel.mean()):.0f} kg")
