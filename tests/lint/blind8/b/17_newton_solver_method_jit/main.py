import jax.numpy as jnp

from newton import NewtonSolver


def bratu_residual(u, lam):
    """Finite-difference residual of the 1D Bratu problem u'' + lam * exp(u) = 0."""
    n = u.shape[0]
    h = 1.0 / (n + 1)
    padded = jnp.concatenate([jnp.zeros(1), u, jnp.zeros(1)])
    lap = (padded[2:] - 2 * padded[1:-1] + padded[:-2]) / h ** 2
    return lap + lam * jnp.exp(u)


def main():
    solver = NewtonSolver(bratu_residual, tol=1e-5, max_iter=6)
    u = jnp.zeros(16)
    for lam in (0.5, 1.0):
        u, iters = solver.solve(u, lam)
        print(f"lambda={lam}: max u={float(u.max()):.5f} after {iters} Newton steps")


if __name__ == "__main__":
    main()
