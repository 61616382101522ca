import jax
import jax.numpy as jnp


@jax.jit
def local_level_loglik(obs, mask, q, r):
    def step(carry, inp):
        y, valid = inp
        m, p, ll = carry
        p_pred = p + q
        s = p_pred + r
        k = p_pred / s
        innov = y - m
        ll_new = ll - 0.5 * (jnp.log(2 * jnp.pi * s) + innov ** 2 / s)
        m_new, p_new = m + k * innov, (1 - k) * p_pred
        carry = (jnp.where(valid, m_new, m), jnp.where(valid, p_new, p), jnp.where(valid, ll_new, ll))
        return carry, m
    init = (obs[0], jnp.float32(1.0), jnp.float32(0.0))
    (_, _, ll), means = jax.lax.scan(step, init, (obs, mask))
    return ll, means
