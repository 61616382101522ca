import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def weigh_particles(particles, frame, template, key, motion_std=1.0):
    """Random-walk motion step, then score each particle's patch against the template."""
    particles = particles + motion_std * jax.random.normal(key, particles.shape)
    h, w = frame.shape
    ys = jnp.clip(jnp.round(particles[:, 0]).astype(jnp.int32), 0, h - 4)
    xs = jnp.clip(jnp.round(particles[:, 1]).astype(jnp.int32), 0, w - 4)
    patches = jax.vmap(lambda y, x: jax.lax.dynamic_slice(frame, (y, x), (4, 4)))(ys, xs)
    ssd = jnp.sum((patches - template) ** 2, axis=(1, 2))
    logw = -ssd / 2.0
    return particles, jax.nn.softmax(logw)


def prune_and_resample(particles, weights, rng, min_weight=0.01):
    """Zero out negligible weights, then systematic resampling back to the full count."""
    n = len(particles)
    weights = np.where(weights > min_weight * weights.max(), weights, 0.0)
    cdf = np.cumsum(weights / weights.sum())
    positions = (rng.uniform() + np.arange(n)) / n
    idx = np.minimum(np.searchsorted(cdf, positions), n - 1)
    return particles[idx]
