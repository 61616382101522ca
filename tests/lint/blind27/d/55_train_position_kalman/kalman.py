import jax
import jax.numpy as jnp

DT = 1.0
F = jnp.array([[1.0, DT], [0.0, 1.0]])
H = jnp.array([[1.0, 0.0]])
Q = jnp.diag(jnp.array([0.05, 0.1]))
R = jnp.array([[4.0]])


def initial_state(pos_m=0.0, speed_ms=20.0):
    return jnp.array([pos_m, speed_ms], jnp.float32), jnp.eye(2, dtype=jnp.float32) * 10.0


@jax.jit
def kalman_update(x, P, z):
    x = F @ x
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(2) - K @ H) @ P
    return x, P
