import jax
import jax.numpy as jnp


@jax.jit
def debris_step(pos, vel, gravity, drag, dt):
    acc = jnp.zeros_like(vel).at[:, 2].set(gravity) - drag * vel * jnp.linalg.norm(vel, axis=1, keepdims=True)
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel
