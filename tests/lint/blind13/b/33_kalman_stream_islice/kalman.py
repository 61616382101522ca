import jax
import jax.numpy as jnp


def transition(dt, omega, zeta):
    return jnp.array([[1.0, dt], [-omega ** 2 * dt, 1.0 - 2 * zeta * omega * dt]])


@jax.jit
def filter_chunk(mean, cov, ys, F, Q, R):
    H = jnp.array([[1.0, 0.0]])

    def step(carry, y):
        m, P = carry
        m = F @ m
        P = F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T / S
        m = m + (K * (y - H @ m))[:, 0]
        P = (jnp.eye(2) - K @ H) @ P
        return (m, P), m[0]

    (mean, cov), est = jax.lax.scan(step, (mean, cov), ys)
    return mean, cov, est
