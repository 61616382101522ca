import numpy as np
import jax
import jax.numpy as jnp

from terrain import terrain_height


@jax.jit
def weigh_particles(particles, velocity, alt_msl, radar_alt, dt):
    particles = particles + velocity * dt
    predicted = alt_msl - terrain_height(particles[:, 0], particles[:, 1])
    logw = -0.5 * ((predicted - radar_alt) / 15.0) ** 2
    w = jnp.exp(logw - jnp.max(logw))
    return particles, w / jnp.sum(w)


def prune(particles, w, rng, min_weight=1e-4):
    # keep plausible particles, jitter survivors
    keep = np.asarray(w) > min_weight
    p = np.asarray(particles)[keep]
    return jnp.asarray(p + rng.normal(0, 5.0, p.shape), jnp.float32)
