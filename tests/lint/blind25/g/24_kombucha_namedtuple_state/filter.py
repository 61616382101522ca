import jax
import jax.numpy as jnp

A = jnp.array([[1.0, 0.08, 0.0], [0.0, 0.9, 0.05], [0.0, 0.0, 0.97]])
H = jnp.array([[1.0, 0.0, 0.0], [0.0, 0.0, 0.0035]])   # titratable acidity, Brix contribution
Q = jnp.eye(3) * 0.05
R = jnp.eye(2) * jnp.array([0.1, 0.01])


@jax.jit
def kalman_update(state, obs):
    m = A @ state.mean
    P = A @ state.cov @ A.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    m = m + K @ (obs - H @ m)
    P = (jnp.eye(3) - K @ H) @ P
    return state._replace(mean=m, cov=P, step=state.step + 1)
