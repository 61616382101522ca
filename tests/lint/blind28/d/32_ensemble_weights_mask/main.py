import jax.numpy as jnp
import numpy as np

from calibrate import reweight
from model import weighted_ensemble

rng = np.random.default_rng(5)
members = jnp.asarray(np.stack([rng.uniform(500, 3000, 128), rng.uniform(20, 120, 128)], 1), jnp.float32)
weights = np.ones(128, np.float32)
temp = jnp.asarray(np.linspace(0.0, 1.0, 150) + 0.1 * np.sin(np.arange(150) / 9.0), jnp.float32)
# front retreat observed at the end of each survey period (m)
for period, obs in enumerate([-900.0, -1100.0, -1250.0]):
    hist, mean = weighted_ensemble(members, jnp.asarray(weights), temp)
    weights = reweight(weights, np.asarray(hist[:, -1]), obs, sigma=200.0)
    print(f"period {period}: ensemble-mean retreat {float(mean[-1]):.0f} m, {int((weights > 0).sum())} members with weight")
