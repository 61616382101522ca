import numpy as np
import jax.numpy as jnp
from growth import vb_sse
from report import rmse

rng = np.random.default_rng(67)
ages = rng.integers(1, 15, 150).astype(np.float32)
lengths = (75 * (1 - np.exp(-0.3 * (ages + 0.3))) + rng.normal(0, 3, 150)).astype(np.float32)
theta = jnp.array([60.0, 0.25, 0.0])
best = float(vb_sse(theta, ages=ages, lengths=lengths))
for it in range(40):
    cand = theta * jnp.asarray(1 + 0.05 * rng.normal(size=3), dtype=jnp.float32)
    sse = float(vb_sse(cand, ages=ages, lengths=lengths))
    if sse < best:
        theta, best = cand, sse
print(np.round(np.asarray(theta), 3), "rmse", round(rmse(theta, ages, lengths), 3))
