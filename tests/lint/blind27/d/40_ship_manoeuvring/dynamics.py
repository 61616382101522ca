import jax
import jax.numpy as jnp

from state import ShipState


@jax.jit
def advance(state, rudder, dt):
    x, y, heading, speed = state
    heading = heading + 0.05 * rudder * speed * dt
    x = x + speed * jnp.cos(heading) * dt
    y = y + speed * jnp.sin(heading) * dt
    speed = speed * (1 - 0.01 * jnp.abs(rudder))
    return ShipState(x, y, heading, speed)
