from functools import partial

import jax
import jax.numpy as jnp


def cv_matrices(dt, q=0.5):
    F = jnp.array([[1, dt, 0, 0], [0, 1, 0, 0], [0, 0, 1, dt], [0, 0, 0, 1]], jnp.float32)
    Q = q * jnp.diag(jnp.array([dt ** 3 / 3, dt, dt ** 3 / 3, dt], jnp.float32))
    return F, Q


@partial(jax.jit, static_argnames=("dt",))
def track_filter(z, dt):
    F, Q = cv_matrices(dt)
    H = jnp.array([[1, 0, 0, 0], [0, 0, 1, 0]], jnp.float32)
    R = jnp.eye(2) * 25.0

    def step(carry, zk):
        x, P = carry
        x, P = F @ x, F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T @ jnp.linalg.inv(S)
        x = x + K @ (zk - H @ x)
        P = (jnp.eye(4) - K @ H) @ P
        return (x, P), x

    x0 = jnp.array([z[0, 0], 0.0, z[0, 1], 0.0])
    _, xs = jax.lax.scan(step, (x0, jnp.eye(4) * 100.0), z)
    return xs
