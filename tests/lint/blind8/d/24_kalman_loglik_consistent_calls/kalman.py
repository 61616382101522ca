import jax
import jax.numpy as jnp


@jax.jit
def local_level_loglik(ys, q, r=1.0):
    """Exact log-likelihood of the local-level model y_t = mu_t + e_t, mu_t = mu_{t-1} + w_t."""

    def step(carry, y):
        m, p, ll = carry
        p_pred = p + q
        s = p_pred + r
        k = p_pred / s
        v = y - m
        ll = ll - 0.5 * (jnp.log(2 * jnp.pi * s) + v**2 / s)
        return (m + k * v, (1 - k) * p_pred, ll), m + k * v

    (_, _, ll), level = jax.lax.scan(step, (ys[0], jnp.float32(1e3), jnp.float32(0.0)), ys)
    return ll, level
