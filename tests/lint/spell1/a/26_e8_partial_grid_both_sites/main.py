import functools

import jax
import jax.numpy as jnp


@jax.jit
def bratu_residual(u, grid, lam=1.0):
    h = grid[1] - grid[0]
    u_full = jnp.concatenate([jnp.zeros(1), u, jnp.zeros(1)])
    lap = (u_full[:-2] - 2 * u_full[1:-1] + u_full[2:]) / h ** 2
    return lap + lam * jnp.exp(u)


def newton(residual, u0, iters):
    @jax.jit
    def newton_update(u, r):
        J = jax.jacfwd(residual)(u)
        return u - jnp.linalg.solve(J, r)

    u = u0
    for k in range(iters):
        r = residual(u)
        print(f"newton {k}: |r| = {float(jnp.linalg.norm(r)):.3e}")
        u = newton_update(u, r)
    return u


if __name__ == "__main__":
    n = 15
    grid = jnp.linspace(0.0, 1.0, n + 2)
    residual = functools.partial(bratu_residual, grid=grid)
    u = newton(residual, jnp.zeros(n), iters=4)
    final = residual(u)
    print("max |u| =", float(u.max()), "final |r| =", float(jnp.linalg.norm(final)))
