import jax
import jax.numpy as jnp

N_PARTICLES = 500


@jax.jit
def pf_step(key, particles, logw, fix, current, dt):
    k1, k2 = jax.random.split(key)
    particles = particles + dt * current + jax.random.normal(k1, particles.shape) * 150.0
    d2 = jnp.sum((particles - fix) ** 2, axis=1)
    logw = logw - 0.5 * d2 / 300.0 ** 2
    logw = logw - jax.scipy.special.logsumexp(logw)
    ess = 1.0 / jnp.sum(jnp.exp(2 * logw))
    return particles, logw, ess


@jax.jit
def systematic_resample(key, particles, logw):
    n = particles.shape[0]
    u = (jax.random.uniform(key) + jnp.arange(n)) / n
    idx = jnp.searchsorted(jnp.cumsum(jnp.exp(logw)), u)
    return particles[jnp.clip(idx, 0, n - 1)], jnp.full(n, -jnp.log(n), dtype=jnp.float32)
