from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_iters",))
def weighted_jacobi(u, f, h, n_iters, omega=2.0 / 3.0):
    def body(_, v):
        v_new = 0.5 * (jnp.roll(v, 1) + jnp.roll(v, -1) + h**2 * f)
        v = (1 - omega) * v + omega * v_new
        return v.at[0].set(0.0).at[-1].set(0.0)

    return jax.lax.fori_loop(0, n_iters, body, u)


def residual(u, f, h):
    r = f + (jnp.roll(u, 1) - 2 * u + jnp.roll(u, -1)) / h**2
    return r.at[0].set(0.0).at[-1].set(0.0)
