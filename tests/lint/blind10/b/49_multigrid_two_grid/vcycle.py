import jax.numpy as jnp

from smoothers import residual, weighted_jacobi

PRE_SMOOTH = 3
POST_SMOOTH = 3


def restrict(r):
    return jnp.concatenate([r[:1], 0.25 * r[1:-2:2] + 0.5 * r[2:-1:2] + 0.25 * r[3::2], r[-1:]])


def prolong(e):
    fine = jnp.zeros(2 * (e.shape[0] - 1) + 1)
    fine = fine.at[::2].set(e)
    return fine.at[1::2].set(0.5 * (e[:-1] + e[1:]))


def two_grid(u, f, h):
    u = weighted_jacobi(u, f, h, PRE_SMOOTH)
    r_c = restrict(residual(u, f, h))
    e_c = weighted_jacobi(jnp.zeros_like(r_c), r_c, 2 * h, n_iters=20)
    u = u + prolong(e_c)
    return weighted_jacobi(u, f, h, n_iters=POST_SMOOTH)
