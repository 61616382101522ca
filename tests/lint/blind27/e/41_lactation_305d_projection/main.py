import numpy as np
import jax.numpy as jnp

from settings import SETTINGS
from curves import projected_305d

rng = np.random.default_rng(41)
for test_day in range(5):
    dim = jnp.asarray(rng.integers(30, 200, size=20), jnp.int32)
    to_date = jnp.asarray(rng.normal(18.0, 2.0, size=20), jnp.float32) * dim
    proj = projected_305d(to_date, dim, **SETTINGS)
    print(f"test day {test_day}: mean projected 305d {float(proj.mean()):.0f} kg")
