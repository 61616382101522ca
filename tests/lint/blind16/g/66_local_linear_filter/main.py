from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class KFState(NamedTuple):
    mean: jax.Array
    cov: jax.Array


F = jnp.array([[1.0, 1.0], [0.0, 1.0]])
H = jnp.array([[1.0, 0.0]])
Q = 1e-3 * jnp.eye(2)
R = jnp.array([[0.5]])


@jax.jit
def kf_update(state, y):
    mean, cov = state
    mean_p = F @ mean
    cov_p = F @ cov @ F.T + Q
    S = H @ cov_p @ H.T + R
    K = cov_p @ H.T / S
    innov = y - (H @ mean_p)[0]
    return KFState(mean_p + K[:, 0] * innov, (jnp.eye(2) - K @ H) @ cov_p), innov


rng = np.random.default_rng(3)
obs = (np.linspace(0, 5, 40) + rng.normal(0, 0.7, 40)).astype(np.float32)

state = KFState(mean=jnp.zeros(2), cov=jnp.eye(2) * 10.0)
innovations = []
for y in obs:
    state, innov = kf_update(state, jnp.float32(y))
    innovations.append(float(innov))
print("level", float(state.mean[0]), "slope", float(state.mean[1]))
print("mean |innovation|", np.mean(np.abs(innovations)).round(3))
