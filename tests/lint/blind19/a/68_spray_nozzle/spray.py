import jax
import jax.numpy as jnp


@jax.jit
def spray_step(pos, vel, n_active, dt):
    active = (jnp.arange(pos.shape[0]) < n_active)[:, None]
    speed = jnp.linalg.norm(vel, axis=1, keepdims=True)
    acc = jnp.array([0.0, -9.81, 0.0]) - 0.2 * speed * vel
    vel = jnp.where(active, vel + dt * acc, vel)
    pos = jnp.where(active, pos + dt * vel, pos)
    return pos, vel
