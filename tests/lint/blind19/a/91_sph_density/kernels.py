import jax
import jax.numpy as jnp

SMOOTHING = 0.25


@jax.jit
def density(pos, mass, h=SMOOTHING):
    r2 = jnp.sum((pos[:, None, :] - pos[None, :, :]) ** 2, axis=-1)
    q = jnp.clip(h * h - r2, 0.0)
    w = 4.0 / (jnp.pi * h ** 8) * q ** 3
    return jnp.sum(mass[None, :] * w, axis=1)
