import jax
import jax.numpy as jnp
import numpy as np
from calib import load_calibration, grid_candidates

@jax.jit
def gravity_flows(pop, jobs, dist, coefs):
    alpha, beta, gamma = coefs
    return (pop[:, None] ** alpha) * (jobs[None, :] ** beta) / dist ** gamma

rng = np.random.default_rng(0)
pop = rng.uniform(1e3, 5e4, 12).astype(np.float32) / 1e4
jobs = rng.uniform(5e2, 8e4, 12).astype(np.float32) / 1e4
xy = rng.uniform(0, 20, (12, 2))
dist = (np.linalg.norm(xy[:, None] - xy[None], axis=-1) + 1.0).astype(np.float32)
observed = np.asarray(gravity_flows(pop, jobs, dist, load_calibration()))
for coefs in grid_candidates():
    pred = gravity_flows(pop, jobs, dist, coefs)
    print(coefs, float(jnp.mean((pred - observed) ** 2)))
