import jax.numpy as jnp

from utils import profiled

SOFTENING = 0.05


@profiled
def gravity_accel(pos, mass):
    d = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(d * d, axis=-1) + SOFTENING ** 2
    return jnp.sum(d * (mass[None, :, None] * r2[..., None] ** -1.5), axis=1)
