from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("grid", "n_iter"))
def jacobi_solve(phi, rhs, grid, n_iter=50):
    dx2, dy2 = grid.dx ** 2, grid.dy ** 2
    denom = 2.0 * (dx2 + dy2)

    def sweep(phi, _):
        interior = ((phi[2:, 1:-1] + phi[:-2, 1:-1]) * dy2
                    + (phi[1:-1, 2:] + phi[1:-1, :-2]) * dx2
                    - rhs[1:-1, 1:-1] * dx2 * dy2) / denom
        return phi.at[1:-1, 1:-1].set(interior), None

    phi, _ = jax.lax.scan(sweep, phi, None, length=n_iter)
    return phi
