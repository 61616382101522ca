import jax.numpy as jnp

from solver import ImplicitHeatSolver

N = 63


def main():
    x = jnp.linspace(0.0, 1.0, N + 2)[1:-1]
    u0 = jnp.sin(jnp.pi * x)
    for kappa in [0.05, 0.1, 0.2, 0.4]:
        solver = ImplicitHeatSolver(N, kappa, dt=0.01)
        u = solver.run(u0, 20)
        exact = jnp.exp(-kappa * jnp.pi ** 2 * 0.2) * u0
        print(kappa, float(jnp.max(jnp.abs(u - exact))))


if __name__ == "__main__":
    main()
