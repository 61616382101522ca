import jax.numpy as jnp
import numpy as np

from planner import InventoryPlanner

HOTELS = {"harbour": 160, "old_town": 90, "airport": 240}


def main():
    rng = np.random.default_rng(0)
    for week in range(3):
        for name, cap in HOTELS.items():
            planner = InventoryPlanner(cap)
            arr = jnp.asarray(rng.poisson(cap * 0.25, 14), jnp.float32)
            dep = jnp.asarray(rng.poisson(cap * 0.25, 14), jnp.float32)
            path = planner.project(arr, dep)
            print(week, name, int(path.min()), int(path[-1]))


if __name__ == "__main__":
    main()
