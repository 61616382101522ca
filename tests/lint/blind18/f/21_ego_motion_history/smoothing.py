import jax
import jax.numpy as jnp


@jax.jit
def smoothed_velocity(poses, dt):
    vel = jnp.diff(poses[:, :2], axis=0) / dt
    w = jnp.exp(-0.3 * jnp.arange(vel.shape[0])[::-1])
    return jnp.sum(vel * w[:, None], axis=0) / jnp.sum(w)
