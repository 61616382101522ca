import jax.numpy as jnp

from solver import TrustRegionSolver
from trust import TrustRegionConfig


def main():
    solver = TrustRegionSolver(TrustRegionConfig(radius=0.1))
    x = solver.run(jnp.array([-1.2, 1.0, -0.5, 0.8]), n_iter=8)
    for f, r in solver.history:
        print(f"f={f:.4e} radius={r:.4f}")
    print("x* =", x)


if __name__ == "__main__":
    main()
