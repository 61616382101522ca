import jax
import jax.numpy as jnp
import numpy as np
from job import chunks

@jax.jit
def value_chunk(land_area, building_area, quality, rates):
    land = land_area * rates[0]
    bldg = building_area * rates[1] * (0.8 + 0.1 * quality)
    return land + bldg

rng = np.random.default_rng(0)
land_area = rng.uniform(300, 2000, 1000).astype(np.float32)
building_area = rng.uniform(80, 400, 1000).astype(np.float32)
quality = rng.integers(1, 6, 1000).astype(np.float32)
rates = jnp.array([180.0, 1500.0])
total = 0.0
for idx in chunks(1000, 7):
    total += float(value_chunk(land_area[idx], building_area[idx], quality[idx], rates).sum())
print(f"county roll {total / 1e9:.3f} bn")
