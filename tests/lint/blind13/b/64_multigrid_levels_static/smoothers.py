from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sweeps",))
def weighted_jacobi(u, f, h, n_sweeps=3, omega=0.8):
    def sweep(_, u):
        up = jnp.pad(u, 1)
        nb = up[2:, 1:-1] + up[:-2, 1:-1] + up[1:-1, 2:] + up[1:-1, :-2]
        return (1 - omega) * u + omega * 0.25 * (nb + h ** 2 * f)

    return jax.lax.fori_loop(0, n_sweeps, sweep, u)


@jax.jit
def residual(u, f, h):
    up = jnp.pad(u, 1)
    return f - (4 * u - up[2:, 1:-1] - up[:-2, 1:-1] - up[1:-1, 2:] - up[1:-1, :-2]) / h ** 2


def restrict(r):
    return 0.25 * (r[::2, ::2] + r[1::2, ::2] + r[::2, 1::2] + r[1::2, 1::2])


def prolong(e):
    return jnp.repeat(jnp.repeat(e, 2, 0), 2, 1)
