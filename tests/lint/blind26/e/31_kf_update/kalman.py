import jax
import jax.numpy as jnp

DT = 0.04
F = jnp.array([[1, 0, DT, 0], [0, 1, 0, DT], [0, 0, 1, 0], [0, 0, 0, 1]], jnp.float32)
H = jnp.eye(2, 4)
Q = jnp.eye(4) * 0.05
R = jnp.eye(2) * 0.3


@jax.jit
def kf_update(z, state, cov):
    if state is None:
        state = jnp.concatenate([z, jnp.zeros(2)])
        cov = jnp.eye(4)
    x = F @ state
    P = F @ cov @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(4) - K @ H) @ P
    return x, P
