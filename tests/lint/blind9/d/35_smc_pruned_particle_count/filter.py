import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rejuvenate(key, particles, y, obs_sd):
    """Propagate a population of (position, velocity) particles and weight them."""
    noise = jax.random.normal(key, particles.shape) * jnp.array([0.05, 0.1])
    pos = particles[:, 0] + particles[:, 1]
    moved = jnp.stack([pos, particles[:, 1]], axis=-1) + noise
    log_w = -0.5 * ((moved[:, 0] - y) / obs_sd) ** 2
    return moved, log_w - jax.nn.logsumexp(log_w)


def prune(particles, log_w, min_weight=1e-4):
    """Drop particles that carry essentially no weight."""
    keep = np.exp(np.asarray(log_w)) > min_weight
    return np.asarray(particles)[keep], np.asarray(log_w)[keep]
