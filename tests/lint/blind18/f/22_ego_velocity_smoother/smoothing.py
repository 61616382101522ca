import jax
import jax.numpy as jnp


@jax.jit
def smoothed_velocity(window, dt):
    poses, valid = window
    vel = jnp.diff(poses[:, :2], axis=0) / dt
    pair_ok = valid[1:] * valid[:-1]
    w = jnp.exp(-0.3 * jnp.arange(vel.shape[0])[::-1]) * pair_ok
    return jnp.sum(vel * w[:, None], axis=0) / jnp.maximum(jnp.sum(w), 1e-6)
