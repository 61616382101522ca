import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def propagate_and_weight(particles, log_w, obs, key, obs_sd, proc_sd):
    particles = 0.9 * particles + proc_sd * jax.random.normal(key, particles.shape)
    log_w = log_w - 0.5 * ((obs - particles) / obs_sd) ** 2
    log_w = log_w - jax.scipy.special.logsumexp(log_w)
    ess = 1.0 / jnp.sum(jnp.exp(2 * log_w))
    return particles, log_w, ess


def resample(rng, particles, log_w, n_out):
    w = np.exp(np.asarray(log_w, np.float64))
    idx = rng.choice(len(w), size=n_out, p=w / w.sum())
    return np.asarray(particles)[idx], np.full(n_out, -np.log(n_out), np.float32)
