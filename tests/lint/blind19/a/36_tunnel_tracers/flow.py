import jax
import jax.numpy as jnp


def velocity_field(pos, t):
    x, y = pos[:, 0], pos[:, 1]
    u = 1.0 + 0.3 * jnp.sin(3.0 * y + t)
    v = 0.2 * jnp.cos(4.0 * x - t)
    return jnp.stack([u, v], axis=1)


@jax.jit
def advect(pos, vel, t, dt):
    drag = 5.0
    vel = vel + dt * drag * (velocity_field(pos, t) - vel)
    pos = pos + dt * vel
    pos = pos.at[:, 1].set(jnp.clip(pos[:, 1], 0.0, 1.0))
    return pos, vel
