import functools

import jax
import jax.numpy as jnp


def grid_laplacian(L):
    n = L * L
    idx = jnp.arange(n).reshape(L, L)
    A = jnp.zeros((n, n))
    for shift, axis in ((1, 0), (-1, 0), (1, 1), (-1, 1)):
        nb = jnp.roll(idx, shift, axis).reshape(-1)
        A = A.at[jnp.arange(n), nb].set(1.0)
    return A - 4.0 * jnp.eye(n)


@functools.partial(jax.jit, static_argnames=("order",))
def propagate(psi, H, dt, order=8):
    term = psi
    out = psi
    for k in range(1, order + 1):
        term = (-1j * dt / k) * (H @ term)
        out = out + term
    return out / jnp.linalg.norm(out)
