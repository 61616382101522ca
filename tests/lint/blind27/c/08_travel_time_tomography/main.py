import jax
import jax.numpy as jnp
import numpy as np

from batching import pad_event


@jax.jit
def weighted_step(slowness, G, t_obs, w):
    resid = (G @ slowness - t_obs) * w
    grad = G.T @ resid + 0.1 * (slowness - 0.25)
    rms = jnp.sqrt((resid ** 2).sum() / w.sum())
    return slowness - 0.05 * grad, rms


rng = np.random.default_rng(8)
n_cells = 24
true_s = 0.25 + 0.05 * np.cos(np.arange(n_cells))
events = []
for _ in range(12):
    n = int(rng.integers(5, 15))
    G = (rng.random((n, n_cells)) * (rng.random((n, n_cells)) < 0.3)).astype(np.float32)
    events.append(pad_event(G, (G @ true_s).astype(np.float32)))

s = jnp.full(n_cells, 0.25, dtype=jnp.float32)
for it in range(3):
    for G, t, w in events:
        s, rms = weighted_step(s, G, t, w)
    print(it, float(rms))
