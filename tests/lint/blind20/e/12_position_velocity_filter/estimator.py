import jax
import jax.numpy as jnp

DT = 0.1
F = jnp.array([[1.0, DT], [0.0, 1.0]])
H = jnp.array([[1.0, 0.0]])
Q = 1e-3 * jnp.eye(2)
R = jnp.array([[0.05]])


def init_state():
    return {"x": jnp.zeros(2), "P": jnp.eye(2)}


@jax.jit
def kf_update(state, y):
    x = state["x"]
    P = state["P"]
    x = F @ x
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (y - H @ x)
    P = (jnp.eye(2) - K @ H) @ P
    return {"x": x, "P": P}
