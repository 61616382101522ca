import jax.numpy as jnp
import numpy as np

from solvers import get_poisson_solver

RESOLUTIONS = (17, 33, 65)


def source_term(n):
    x = jnp.linspace(0.0, 1.0, n)
    X, Y = jnp.meshgrid(x, x, indexing="ij")
    return -2.0 * jnp.pi**2 * jnp.sin(jnp.pi * X) * jnp.sin(jnp.pi * Y)


def exact(n):
    x = jnp.linspace(0.0, 1.0, n)
    X, Y = jnp.meshgrid(x, x, indexing="ij")
    return jnp.sin(jnp.pi * X) * jnp.sin(jnp.pi * Y)


def convergence_study(n_repeats=3):
    errors = {}
    for rep in range(n_repeats):
        for n in RESOLUTIONS:
            solver = get_poisson_solver(n)
            u = solver(source_term(n))
            errors.setdefault(n, []).append(float(jnp.max(jnp.abs(u - exact(n)))))
    return {n: np.mean(v) for n, v in errors.items()}


if __name__ == "__main__":
    for n, err in convergence_study().items():
        print(f"n={n:3d}  max error {err:.3e}")
