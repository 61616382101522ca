import jax
import jax.numpy as jnp


@jax.jit
def vortex_step(state, dt):
    x, y = state.pos[:, 0], state.pos[:, 1]
    swirl = jnp.stack([-y, x], axis=1) / (x ** 2 + y ** 2 + 0.1)[:, None]
    vel = 0.9 * state.vel + 0.1 * swirl
    pos = state.pos + dt * vel
    return state.advanced(pos, vel)
