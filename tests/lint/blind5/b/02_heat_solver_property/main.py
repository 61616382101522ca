import jax.numpy as jnp

from solver import HeatSolver1D


def gaussian_bump(n):
    x = jnp.linspace(0.0, 1.0, n)
    return jnp.exp(-((x - 0.5) ** 2) / 0.01)


def main():
    solver = HeatSolver1D(n_points=64, kappa=0.05)
    u = gaussian_bump(solver.n_points)
    for chunk in range(3):
        u = solver.run(u, n_steps=2)
        print(f"t={solver.dt * 2 * (chunk + 1):.4f}  peak={float(u.max()):.4f}  mass={float(u.sum() * solver.dx):.4f}")


if __name__ == "__main__":
    main()
