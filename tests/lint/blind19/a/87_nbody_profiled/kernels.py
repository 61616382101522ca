import jax.numpy as jnp

from utils import profiled


@profiled(softening=0.05)
def gravity_accel(pos, mass, softening):
    d = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(d * d, axis=-1) + softening ** 2
    return jnp.sum(d * (mass[None, :, None] * r2[..., None] ** -1.5), axis=1)
