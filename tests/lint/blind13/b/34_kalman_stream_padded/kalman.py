import jax
import jax.numpy as jnp


def transition(dt, omega, zeta):
    return jnp.array([[1.0, dt], [-omega ** 2 * dt, 1.0 - 2 * zeta * omega * dt]])


@jax.jit
def filter_chunk(mean, cov, ys, valid, F, Q, R):
    H = jnp.array([[1.0, 0.0]])

    def step(carry, inp):
        y, ok = inp
        m, P = carry
        m_pred = F @ m
        P_pred = F @ P @ F.T + Q
        S = H @ P_pred @ H.T + R
        K = P_pred @ H.T / S
        m_upd = m_pred + (K * (y - H @ m_pred))[:, 0]
        P_upd = (jnp.eye(2) - K @ H) @ P_pred
        m = jnp.where(ok, m_upd, m)
        P = jnp.where(ok, P_upd, P)
        return (m, P), m[0]

    (mean, cov), est = jax.lax.scan(step, (mean, cov), (ys, valid))
    return mean, cov, est
