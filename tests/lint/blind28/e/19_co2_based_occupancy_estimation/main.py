import numpy as np
import jax
import jax.numpy as jnp

F = jnp.array([[1.0, 0.0], [0.04, 0.9]])
H = jnp.array([[0.0, 1.0], [1.0, 0.0]])
Q = jnp.diag(jnp.array([0.5, 4.0]))
R = jnp.diag(jnp.array([25.0, 1.0]))


def initial_state(z0=None):
    m = jnp.zeros(2) if z0 is None else jnp.array([0.0, z0[0]])
    return m, jnp.eye(2) * 10.0


@jax.jit
def kf_update(z, state):
    m, P = state
    m = F @ m
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    m = m + K @ (z - H @ m)
    P = (jnp.eye(2) - K @ H) @ P
    return m, P


rng = np.random.default_rng(6)
true_occ = np.concatenate([np.zeros(10), np.full(30, 12.0), np.full(20, 4.0)])
co2_excess = np.zeros_like(true_occ)
for t in range(1, len(true_occ)):
    co2_excess[t] = 0.9 * co2_excess[t - 1] + 0.04 * true_occ[t] * 25
meas = np.stack([co2_excess + rng.normal(0, 5, len(true_occ)),
                 true_occ + rng.normal(0, 1, len(true_occ))], axis=1).astype(np.float32)

for room, z0 in (("conf-A", None), ("conf-B", meas[0])):
    state = initial_state(z0)
    for z in meas:
        state = kf_update(jnp.asarray(z), state)
    print(room, float(state[0][0]))
