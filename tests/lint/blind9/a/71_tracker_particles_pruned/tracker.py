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
    keep = weights > min_weight * weights.max()
    particles, weights = particles[keep], weights[keep] / weights[keep].sum()
    idx = rng.choice(len(particles), size=len(particles), p=weights)
    return particles[idx]
