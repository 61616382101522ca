import jax
import jax.numpy as jnp


@jax.jit
def width_fit(foot, lasts):
    toe_room = lasts[:, 0] - foot[0]
    width_gap = lasts[:, 1] - foot[1]
    return jnp.abs(toe_room - 8.0) + 2.0 * jnp.abs(width_gap - 2.0)
