import jax.numpy as jnp
import numpy as np

from lotsizing import lot_sizing_step


def plan(demand, iters=15):
    key = tuple(float(v) for v in demand)
    logits = jnp.zeros((len(demand),), jnp.float32)
    cost = None
    for _ in range(iters):
        logits, cost = lot_sizing_step(logits, demand=key, setup_cost=50.0, holding_cost=1.0, lr=0.1)
    return cost


def main():
    rng = np.random.default_rng(8)
    for month in range(4):
        demand = rng.integers(10, 40, 8)
        print(f"month {month}: relaxed cost {float(plan(demand)):.1f}")


if __name__ == "__main__":
    main()
