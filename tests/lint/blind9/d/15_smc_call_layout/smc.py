import jax
import jax.numpy as jnp


@jax.jit
def bootstrap_step(key, particles, log_weights, y, obs_scale=0.5):
    """One step of a bootstrap particle filter for a stochastic-volatility model."""
    k_res, k_prop = jax.random.split(key)
    n = particles.shape[0]
    idx = jax.random.categorical(k_res, log_weights, shape=(n,))
    particles = particles[idx]
    particles = 0.95 * particles + 0.3 * jax.random.normal(k_prop, (n,))
    vol = obs_scale * jnp.exp(particles / 2)
    log_w = -0.5 * (y / vol) ** 2 - jnp.log(vol)
    log_evidence = jax.scipy.special.logsumexp(log_w) - jnp.log(n)
    return particles, log_w - jax.scipy.special.logsumexp(log_w), log_evidence


def run_filter(key, returns, n_particles):
    particles = jnp.zeros(n_particles)
    log_w = jnp.full(n_particles, -jnp.log(n_particles), dtype=jnp.float32)
    total = 0.0
    for y in returns:
        key, sub = jax.random.split(key)
        particles, log_w, ll = bootstrap_step(sub, particles, log_w, y)
        total += float(ll)
    return particles, log_w, total
