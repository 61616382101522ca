import numpy as np
import jax.numpy as jnp

from model import leach_profiles

rng = np.random.default_rng(1)
for season in range(2019, 2024):
    k_in = jnp.asarray(rng.uniform(0.5, 1.5, size=8).astype(np.float32))
    k_out = jnp.asarray(rng.uniform(1e-4, 5e-4, size=8).astype(np.float32))
    t_end = jnp.asarray(rng.uniform(1000, 20000, size=8).astype(np.float32))
    u = leach_profiles(k_in, k_out, t_end)
    print(season, np.round(np.asarray(u[:3]), 1))
