import jax.numpy as jnp
import numpy as np

from callbacks import EveryN
from evaluate import descend

rng = np.random.default_rng(56)
dist = rng.uniform(5, 150, 240).astype(np.float32)
t = (0.5 + dist / 6.1 + 0.3 * dist ** 2 * 1e-4 + rng.normal(0, 0.05, 240)).astype(np.float32)
train_d, train_t = dist[:200], t[:200]
cb = EveryN(5, dist[200:], t[200:])
w = jnp.array([0.0, 6.0, 0.0], jnp.float32)
for step in range(30):
    idx = rng.choice(200, 50, replace=False)
    w = descend(w, train_d[idx], train_t[idx])
    cb(step, w)
print(np.round(cb.history, 4))
