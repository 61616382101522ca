import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def propagate_and_weight(key, particles, log_weights, observation, process_std, obs_std):
    particles = 0.95 * particles + process_std * jax.random.normal(key, particles.shape)
    log_weights = log_weights - 0.5 * ((observation - particles) / obs_std) ** 2
    return particles, log_weights - jax.scipy.special.logsumexp(log_weights)


def effective_sample_size(log_weights):
    w = np.exp(np.asarray(log_weights))
    return 1.0 / np.sum(w ** 2)


def resample(rng, particles, log_weights, min_particles=64, max_particles=512):
    ess = effective_sample_size(log_weights)
    n_new = int(np.clip(2 * ess, min_particles, max_particles))
    w = np.exp(np.asarray(log_weights))
    idx = rng.choice(len(w), size=n_new, p=w / w.sum())
    return np.asarray(particles)[idx], np.full(n_new, -np.log(n_new), np.float32)
