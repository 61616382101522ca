import jax
import jax.numpy as jnp


@jax.jit
def local_level_loglik(log_q, log_r, observations):
    """Exact log-likelihood of a local-level (random walk + noise) model."""
    q, r = jnp.exp(log_q), jnp.exp(log_r)

    def step(carry, y):
        m, p = carry
        p_pred = p + q
        s = p_pred + r
        k = p_pred / s
        innov = y - m
        ll = -0.5 * (jnp.log(2 * jnp.pi * s) + innov**2 / s)
        return (m + k * innov, (1 - k) * p_pred), ll

    _, lls = jax.lax.scan(step, (observations[0], 1.0), observations[1:])
    return lls.sum()
