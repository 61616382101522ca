import numpy as np
import jax.numpy as jnp
from filter import bodyweight_kalman

rng = np.random.default_rng(45)
true_w = np.linspace(620, 600, 14)[:, None] + rng.normal(0, 5, (14, 25))
obs = (true_w + rng.normal(0, 15, (14, 25))).astype(np.float32)
obs[rng.uniform(size=obs.shape) < 0.1] = np.nan

state = (jnp.full(25, 610.0, dtype=jnp.float32), jnp.full(25, 400.0, dtype=jnp.float32))
for day in range(14):
    state = bodyweight_kalman(state, obs[day], jnp.float32(4.0), jnp.float32(225.0))
print("filtered weights", np.asarray(state.mean).round(1)[:8])
