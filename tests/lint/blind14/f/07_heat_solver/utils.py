import jax
import jax.numpy as jnp


def laplacian(u, dx):
    return (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / dx ** 2


def advance(u, alpha, dx, dt):
    step = jax.jit(lambda v: v + dt * alpha * laplacian(v, dx))
    return step(u)
