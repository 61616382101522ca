import jax.numpy as jnp

from smoothers import prolong, residual, restrict, weighted_jacobi

PRE, POST = 2, 2


def v_cycle(u, f, h, min_size=4):
    u = weighted_jacobi(u, f, h, n_sweeps=PRE)
    if u.shape[0] <= min_size:
        return weighted_jacobi(u, f, h, n_sweeps=20)
    r = residual(u, f, h)
    e = v_cycle(jnp.zeros_like(restrict(r)), restrict(r), 2 * h, min_size)
    u = u + 0.5 * prolong(e)  # damped coarse-grid correction (piecewise-constant transfer)
    return weighted_jacobi(u, f, h, n_sweeps=POST)
