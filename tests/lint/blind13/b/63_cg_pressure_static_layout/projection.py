import jax.numpy as jnp

from linalg import conjugate_gradient

CG_ITERS = 40


def divergence(u, v, h):
    return (jnp.roll(u, -1, 0) - jnp.roll(u, 1, 0) + jnp.roll(v, -1, 1) - jnp.roll(v, 1, 1)) / (2 * h)


def project(u, v, p_guess, h, dt):
    rhs = -divergence(u, v, h) / dt
    p, res = conjugate_gradient(rhs, h, p_guess, n_iter=CG_ITERS)
    gx = (jnp.roll(p, -1, 0) - jnp.roll(p, 1, 0)) / (2 * h)
    gy = (jnp.roll(p, -1, 1) - jnp.roll(p, 1, 1)) / (2 * h)
    return u - dt * gx, v - dt * gy, p, res
