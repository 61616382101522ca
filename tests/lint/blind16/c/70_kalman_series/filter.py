import jax
import jax.numpy as jnp


@jax.jit
def kalman_loglik(ys, F, H, Q, R, m0, P0):
    def step(carry, y):
        m, P, ll = carry
        m = F @ m
        P = F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T @ jnp.linalg.inv(S)
        r = y - H @ m
        ll = ll - 0.5 * (r @ jnp.linalg.solve(S, r) + jnp.linalg.slogdet(2 * jnp.pi * S)[1])
        m = m + K @ r
        P = P - K @ S @ K.T
        return (m, P, ll), m

    (_, _, ll), means = jax.lax.scan(step, (m0, P0, 0.0), ys)
    return ll, means
