import jax.numpy as jnp
import numpy as np

from pricing import MarkdownPlanner


def main():
    rng = np.random.default_rng(10)
    planner = MarkdownPlanner(
        elasticity=jnp.asarray(rng.uniform(1.0, 2.5, 6), jnp.float32),
        base_demand=jnp.asarray(rng.uniform(20, 50, 6), jnp.float32),
        unit_cost=jnp.float32(0.6),
    )
    price = jnp.ones((6,), jnp.float32)
    stock = jnp.full((6,), 40.0, jnp.float32)
    for week in range(6):
        price, profit = planner.step(price, stock)
        stock = jnp.maximum(stock - 5.0, 0.0)
        print(f"week {week}: profit {float(profit):.1f}")


if __name__ == "__main__":
    main()
