import numpy as np
import jax.numpy as jnp

from rays import event_rays
from invert import slowness_update

rng = np.random.default_rng(7)
n_cells = 24
true_s = 0.25 + 0.05 * np.sin(np.arange(n_cells))
paths = event_rays(rng, 10, n_cells)
obs = [G @ true_s + rng.normal(0, 0.01, G.shape[0]).astype(np.float32) for G in paths]

s = jnp.full(n_cells, 0.25, dtype=jnp.float32)
for sweep in range(3):
    for G, t in zip(paths, obs):
        s, rms = slowness_update(s, G, t, 0.1)
    print("sweep", sweep, float(rms))
