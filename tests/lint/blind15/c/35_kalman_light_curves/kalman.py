import jax
import jax.numpy as jnp


@jax.jit
def local_level_loglik(obs, q, r):
    def step(carry, y):
        m, p, ll = carry
        p_pred = p + q
        s = p_pred + r
        k = p_pred / s
        innov = y - m
        ll = ll - 0.5 * (jnp.log(2 * jnp.pi * s) + innov ** 2 / s)
        return (m + k * innov, (1 - k) * p_pred, ll), m
    init = (obs[0], jnp.float32(1.0), jnp.float32(0.0))
    (_, _, ll), means = jax.lax.scan(step, init, obs)
    return ll, means
