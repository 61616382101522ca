import jax
import jax.numpy as jnp
import numpy as np
from coefs import from_json, grid

@jax.jit
def commute_matrix(pop, jobs, dist, c):
    raw = (pop[:, None] ** c.alpha) * (jobs[None, :] ** c.beta) / dist ** c.gamma
    return raw / raw.sum(axis=1, keepdims=True) * pop[:, None]

rng = np.random.default_rng(1)
pop = rng.uniform(0.1, 5.0, 10).astype(np.float32)
jobs = rng.uniform(0.1, 8.0, 10).astype(np.float32)
dist = (rng.uniform(1, 15, (10, 10)) + np.eye(10)).astype(np.float32)
ref = commute_matrix(pop, jobs, dist, from_json('{"alpha": 1.0, "beta": 0.8, "gamma": 1.7}'))
for c in grid():
    print(c.gamma, float(jnp.abs(commute_matrix(pop, jobs, dist, c) - ref).sum()))
