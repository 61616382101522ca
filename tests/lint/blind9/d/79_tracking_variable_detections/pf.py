import jax
import jax.numpy as jnp


@jax.jit
def pda_filter_step(key, particles, detections):
    """Propagate constant-velocity particles and weight them with a probabilistic data association likelihood."""
    k1, k2 = jax.random.split(key)
    pos, vel = particles[:, :2], particles[:, 2:]
    vel = vel + 0.05 * jax.random.normal(k1, vel.shape)
    pos = pos + vel
    d2 = jnp.sum((pos[:, None, :] - detections[None, :, :]) ** 2, -1)
    lik = 0.1 + jnp.sum(jnp.exp(-0.5 * d2 / 0.1**2), axis=1)  # 0.1: clutter/miss floor
    log_w = jnp.log(lik)
    idx = jax.random.categorical(k2, log_w, shape=(particles.shape[0],))
    particles = jnp.concatenate([pos, vel], axis=1)[idx]
    return particles, particles[:, :2].mean(0)
