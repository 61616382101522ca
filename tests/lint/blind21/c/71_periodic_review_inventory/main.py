import jax.numpy as jnp
import numpy as np

from policy import review_period

OPENING_STOCK = [12, 30, 7, 18, 25]
TARGETS = [20, 40, 15, 25, 30]


def main():
    rng = np.random.default_rng(6)
    inventory = jnp.array(OPENING_STOCK)
    target = jnp.array(TARGETS, dtype=jnp.float32)
    for week in range(5):
        demand = jnp.asarray(rng.poisson(8, 5), jnp.float32)
        inventory, order = review_period(inventory, demand, target, 0.75)
        print(f"week {week}: ordered {float(order.sum()):.1f}, on hand {float(inventory.sum()):.1f}")


if __name__ == "__main__":
    main()
