import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def propagate_and_weight(particles, log_w, obs, key):
    particles = 0.9 * particles + 0.5 * jax.random.normal(key, particles.shape)
    log_w = log_w - 0.5 * (obs - particles) ** 2 / 0.4
    return particles, log_w - jax.scipy.special.logsumexp(log_w)


def run_filter(observations, n_particles=200, ess_floor=1e-3, seed=0):
    key = jax.random.PRNGKey(seed)
    particles = jax.random.normal(key, (n_particles,))
    log_w = jnp.full((n_particles,), -np.log(n_particles))
    means = []
    for obs in observations:
        key, sub = jax.random.split(key)
        particles, log_w = propagate_and_weight(particles, log_w, obs, sub)
        # drop particles whose weight has collapsed
        keep = np.asarray(jnp.exp(log_w) > ess_floor / len(log_w))
        particles, log_w = particles[keep], log_w[keep]
        log_w = log_w - jax.scipy.special.logsumexp(log_w)
        means.append(float(jnp.sum(jnp.exp(log_w) * particles)))
    return means


rng = np.random.default_rng(0)
latent = np.cumsum(rng.normal(size=6))
obs = latent + 0.6 * rng.normal(size=6)
print(np.round(run_filter(jnp.asarray(obs, dtype=jnp.float32)), 3))
