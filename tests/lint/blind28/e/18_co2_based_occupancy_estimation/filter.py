import jax
import jax.numpy as jnp

# state: [occupants, ventilation-adjusted CO2 excess]
F = jnp.array([[1.0, 0.0], [0.04, 0.9]])
H = jnp.array([[0.0, 1.0], [1.0, 0.0]])
Q = jnp.diag(jnp.array([0.5, 4.0]))
R = jnp.diag(jnp.array([25.0, 1.0]))


@jax.jit
def kf_update(z, state):
    if state is None:
        m = jnp.array([0.0, z[0]])
        P = jnp.eye(2) * 10.0
    else:
        m, P = state
    m = F @ m
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    m = m + K @ (z - H @ m)
    P = (jnp.eye(2) - K @ H) @ P
    return m, P
