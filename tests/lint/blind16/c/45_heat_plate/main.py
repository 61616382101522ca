import jax.numpy as jnp

from solver import SteadyConduction

CONDUCTIVITIES = [0.5, 1.0, 2.0, 5.0, 10.0]


def main():
    n = 32
    for k in CONDUCTIVITIES:
        solver = SteadyConduction(n)
        T = solver.relax(jnp.zeros((n, n)), k, 10.0)
        print(f"k={k:5.1f} T_max={float(T.max()):.4f}")


if __name__ == "__main__":
    main()
