from functools import partial

import jax
import jax.numpy as jnp


def log_prior(theta):
    return -0.5 * jnp.sum(theta ** 2, axis=-1)


def log_lik(theta, x, y):
    return -0.5 * jnp.sum((y - x @ theta) ** 2) / 0.25


def _resample(key, w, n, scheme):
    if scheme == "systematic":
        u = (jax.random.uniform(key) + jnp.arange(n)) / n
        return jnp.clip(jnp.searchsorted(jnp.cumsum(w), u), 0, n - 1)
    return jax.random.choice(key, n, (n,), p=w)


@partial(jax.jit, static_argnames=("cfg",))
def smc_step(key, particles, beta_prev, beta, x, y, cfg):
    n = cfg.n_particles
    ll = jax.vmap(log_lik, in_axes=(0, None, None))(particles, x, y)
    logw = (beta - beta_prev) * ll
    w = jax.nn.softmax(logw)
    key, k_res = jax.random.split(key)
    particles = particles[_resample(k_res, w, n, cfg.resampling)]

    def target(theta):
        return log_prior(theta) + beta * log_lik(theta, x, y)

    def mh(carry, k):
        p = carry
        k1, k2 = jax.random.split(k)
        prop = p + cfg.step_size * jax.random.normal(k1, p.shape)
        log_acc = jax.vmap(target)(prop) - jax.vmap(target)(p)
        accept = jnp.log(jax.random.uniform(k2, (n,))) < log_acc
        return jnp.where(accept[:, None], prop, p), jnp.mean(accept)

    particles, acc = jax.lax.scan(mh, particles, jax.random.split(key, cfg.n_mcmc))
    inc = jax.scipy.special.logsumexp(logw) - jnp.log(n)
    return particles, inc, acc.mean()
