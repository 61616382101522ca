import jax
import jax.numpy as jnp
import numpy as np
from policy import reserve_minutes


@jax.jit
def block_fuel(burn_kg_min, trip_min, reserve_min):
    taxi = 200.0
    return taxi + burn_kg_min * (trip_min + reserve_min)


rng = np.random.default_rng(46)
flights = [{"region": r, "trip_min": float(rng.uniform(60, 600))}
           for r in ["domestic", "international", "domestic", "international", "domestic"]]
for f in flights:
    burn = jnp.float32(rng.uniform(40, 110))
    fuel = block_fuel(burn, jnp.float32(f["trip_min"]), reserve_minutes(f))
    print(f["region"], f"{float(fuel):.0f} kg")
