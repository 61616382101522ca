import jax
import jax.numpy as jnp


def cubic_kernel(r, h):
    q = r / h
    w = jnp.where(q < 1, 1 - 1.5 * q ** 2 + 0.75 * q ** 3,
                  jnp.where(q < 2, 0.25 * (2 - q) ** 3, 0.0))
    return w / (jnp.pi * h ** 3)


@jax.jit
def density(positions, masses, h):
    r = jnp.linalg.norm(positions[:, None] - positions[None], axis=-1)
    return jnp.sum(masses[None] * cubic_kernel(r, h), axis=1)
