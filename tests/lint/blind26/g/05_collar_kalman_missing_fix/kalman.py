import jax
import jax.numpy as jnp

DT = 0.5  # hours between scheduled fixes
F = jnp.array([[1, 0, DT, 0], [0, 1, 0, DT], [0, 0, 1, 0], [0, 0, 0, 1]], jnp.float32)
H = jnp.array([[1, 0, 0, 0], [0, 1, 0, 0]], jnp.float32)
Q = 0.01 * jnp.eye(4)
R = 0.05 * jnp.eye(2)


@jax.jit
def kf_step(mean, cov, obs):
    mean = F @ mean
    cov = F @ cov @ F.T + Q
    if obs is None:
        return mean, cov
    S = H @ cov @ H.T + R
    K = cov @ H.T @ jnp.linalg.inv(S)
    mean = mean + K @ (obs - H @ mean)
    cov = (jnp.eye(4) - K @ H) @ cov
    return mean, cov
