import jax
import jax.numpy as jnp


@jax.jit
def kalman_loglik(ys, mask, F, H, Q, R, m0, P0):
    def step(carry, inp):
        y, valid = inp
        m, P, ll = carry
        m_pred = F @ m
        P_pred = F @ P @ F.T + Q
        S = H @ P_pred @ H.T + R
        K = P_pred @ H.T @ jnp.linalg.inv(S)
        r = y - H @ m_pred
        step_ll = -0.5 * (r @ jnp.linalg.solve(S, r) + jnp.linalg.slogdet(2 * jnp.pi * S)[1])
        m = jnp.where(valid, m_pred + K @ r, m)
        P = jnp.where(valid, P_pred - K @ S @ K.T, P)
        ll = ll + jnp.where(valid, step_ll, 0.0)
        return (m, P, ll), m

    (_, _, ll), means = jax.lax.scan(step, (m0, P0, 0.0), (ys, mask))
    return ll, means
