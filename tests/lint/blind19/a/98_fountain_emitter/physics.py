import jax
import jax.numpy as jnp


@jax.jit
def fountain_step(pos, vel, alive, n_active, dt):
    vel = vel + dt * jnp.array([0.0, -9.81, 0.0]) * alive[:, None]
    pos = pos + dt * vel * alive[:, None]
    height = jnp.sum(pos[:, 1] * alive) / jnp.maximum(n_active, 1)
    return pos, vel, height
