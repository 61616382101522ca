import jax.numpy as jnp
import numpy as np
from perf import fleet_specific_range

rng = np.random.default_rng(84)
for hour in range(5):
    mass = jnp.asarray(rng.uniform(55, 75, 40), dtype=jnp.float32)
    mach = jnp.asarray(rng.uniform(0.74, 0.82, 40), dtype=jnp.float32)
    alt = jnp.asarray(rng.uniform(31, 41, 40), dtype=jnp.float32)
    sr = fleet_specific_range(mass, mach, alt)
    print(hour, f"fleet mean SR {float(sr.mean()):.4f} NM/kg")
