import jax
import jax.numpy as jnp
import numpy as np

from config import REGIONS


@jax.jit
def utilisation(orders, capacity):
    total_cap = jnp.sum(capacity)
    return orders.sum() / total_cap, jnp.maximum(orders.sum() - total_cap, 0.0)


def main():
    rng = np.random.default_rng(0)
    for week in range(2):
        for name, cfg in REGIONS.items():
            orders = jnp.asarray(rng.uniform(5, 15, 16), jnp.float32)
            util, overflow = utilisation(orders, jnp.asarray(cfg["capacity"], jnp.float32))
            print(f"week {week} {name:8s} utilisation {float(util):.2f} overflow {float(overflow):.1f}")


if __name__ == "__main__":
    main()
