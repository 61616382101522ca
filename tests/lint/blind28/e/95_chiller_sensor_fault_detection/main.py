import numpy as np
import jax.numpy as jnp

from config import INITIAL_LIMITS
from detector import flag_and_adapt

rng = np.random.default_rng(2)
limits = {k: jnp.float32(v) for k, v in INITIAL_LIMITS.items()}
for day in range(5):
    for point, limit in limits.items():
        res = rng.normal(0, 0.3, 96).astype(np.float32)
        n_flags, limits[point] = flag_and_adapt(res, limit)
    print(day, {k: round(float(v), 3) for k, v in limits.items()})
