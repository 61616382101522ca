import jax
import jax.numpy as jnp


@jax.jit
def ankle_moment(grf, cop, ankle_pos, foot_mass=1.1):
    r = cop - ankle_pos
    moment = r[:, 0] * grf[:, 1] - r[:, 1] * grf[:, 0]
    return moment - foot_mass * 9.81 * r[:, 0] * 0.5
