from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("alpha_s", "alpha_x"))
def tikhonov_solve(G, d, alpha_s, alpha_x):
    n = G.shape[1]
    Wx = jnp.eye(n) - jnp.eye(n, k=1)
    A = G.T @ G + alpha_s * jnp.eye(n) + alpha_x * Wx.T @ Wx
    m = jnp.linalg.solve(A, G.T @ d)
    return m, jnp.sum((G @ m - d) ** 2), jnp.sum((Wx @ m) ** 2)
