import jax.numpy as jnp
import numpy as np

from kernels import assignment_sinkhorn


def daily_problem(rng, n_docks=4, n_trucks=6):
    cost = rng.uniform(1, 5, (n_docks, n_trucks)).astype(np.float32)
    supply = np.full(n_docks, 1.0 / n_docks, np.float32)
    demand = np.full(n_trucks, 1.0 / n_trucks, np.float32)
    return jnp.asarray(cost), jnp.asarray(supply), jnp.asarray(demand)


def main():
    rng = np.random.default_rng(9)
    for day in range(5):
        cost, supply, demand = daily_problem(rng)
        _, total = assignment_sinkhorn(cost, supply, demand, label="dock_plan")
        print(f"day {day}: transport cost {float(total):.3f}")


if __name__ == "__main__":
    main()
