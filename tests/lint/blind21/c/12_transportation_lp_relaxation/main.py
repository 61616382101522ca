import numpy as np
import jax.numpy as jnp

from config import SolverConfig
from solver import build_solver


def scenario(rng, n_src=4, n_dst=6):
    cost = rng.uniform(1, 10, (n_src, n_dst)).astype(np.float32)
    supply = rng.uniform(5, 10, n_src).astype(np.float32)
    demand = np.full(n_dst, supply.sum() / n_dst, np.float32)
    return jnp.asarray(cost), jnp.asarray(supply), jnp.asarray(demand)


def main():
    rng = np.random.default_rng(4)
    for i in range(5):
        cost, supply, demand = scenario(rng)
        solve = build_solver(SolverConfig())
        _, total = solve(cost, supply, demand)
        print(f"scenario {i}: transport cost {float(total):.2f}")


if __name__ == "__main__":
    main()
