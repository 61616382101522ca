import numpy as np
import jax.numpy as jnp

from evaluate import peak_loads

rng = np.random.default_rng(4)
zone_params = jnp.asarray(np.stack([rng.uniform(0.1, 0.4, 12), rng.uniform(2, 12, 12), rng.uniform(1, 6, 12)], 1), jnp.float32)
for month in range(6, 9):
    weather = jnp.asarray(np.stack([rng.uniform(20, 36, 720), rng.uniform(0, 950, 720)], 1), jnp.float32)
    print(month, np.round(np.asarray(peak_loads(zone_params, weather)), 1)[:4])
