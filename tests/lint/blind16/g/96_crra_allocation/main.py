import jax.numpy as jnp
import numpy as np

from clients import PROFILES, allocate

rng = np.random.default_rng(70)
mu = np.array([0.02, 0.04, 0.06, 0.08])
sd = np.array([0.03, 0.08, 0.15, 0.25])
scenarios = jnp.asarray(rng.normal(mu, sd, size=(2000, 4)), dtype=jnp.float32)

for profile in PROFILES:
    w = allocate(scenarios, profile)
    print(f"{profile:12s}", np.round(np.asarray(w), 3))
