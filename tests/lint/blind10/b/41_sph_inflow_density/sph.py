import jax
import jax.numpy as jnp


def cubic_kernel(r, h):
    q = r / h
    sigma = 10.0 / (7.0 * jnp.pi * h**2)
    w = jnp.where(q < 1.0, 1 - 1.5 * q**2 + 0.75 * q**3, 0.25 * jnp.maximum(2 - q, 0.0) ** 3)
    return sigma * w


@jax.jit
def density(pos, mass, h):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d**2, axis=-1) + 1e-12)
    return jnp.sum(mass[None, :] * cubic_kernel(r, h), axis=1)
