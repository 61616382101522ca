import jax
import jax.numpy as jnp
import numpy as np
from job import equal_chunks

@jax.jit
def value_block(land_area, building_area, quality, rates):
    return land_area * rates[0] + building_area * rates[1] * (0.8 + 0.1 * quality)

rng = np.random.default_rng(0)
land_area = rng.uniform(300, 2000, 1000).astype(np.float32)
building_area = rng.uniform(80, 400, 1000).astype(np.float32)
quality = rng.integers(1, 6, 1000).astype(np.float32)
rates = jnp.array([180.0, 1500.0])
la, ba, q = equal_chunks([land_area, building_area, quality], 8)
total = sum(float(value_block(la[i], ba[i], q[i], rates).sum()) for i in range(8))
print(f"county roll {total / 1e9:.3f} bn")
