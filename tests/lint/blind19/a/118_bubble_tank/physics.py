import jax
import jax.numpy as jnp


@jax.jit
def rise(pos, radius, dt):
    buoyancy = 9.81 * radius ** 2 / 0.001
    vy = jnp.minimum(buoyancy, 0.5)
    pos = pos.at[:, 1].add(dt * vy)
    radius = radius * (1.0 + 0.02 * dt)
    return pos, radius
