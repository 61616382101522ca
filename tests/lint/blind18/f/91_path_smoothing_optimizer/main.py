import jax.numpy as jnp
import numpy as np

from costs import planning_cost
from optimizer import optimize_path


def main():
    rng = np.random.default_rng(1)
    path = jnp.stack([jnp.linspace(0, 20, 16), jnp.zeros(16)], axis=1)
    for frame in range(5):
        obstacles = jnp.asarray(rng.uniform([2, -2], [18, 2], (5, 2)).astype(np.float32))
        path, cost = optimize_path(path, planning_cost, obstacles)
        print(f"frame {frame} cost {float(cost):.3f}")


if __name__ == "__main__":
    main()
