import numpy as np
import jax.numpy as jnp

from pricing import optimal_price


def main():
    rng = np.random.default_rng(3)
    capacity = 120.0
    elasticity = jnp.float32(1.4)
    booked = 0.0
    for days_left in range(14, 0, -1):
        base = jnp.float32(6.0 + rng.normal())
        price, rev = optimal_price(base, elasticity, capacity - booked, days_left=days_left)
        sold_today = float(base) * np.exp(-1.4 * (float(price) - 150.0) / 150.0)
        booked = min(capacity, booked + sold_today)
        print(f"T-{days_left:2d} price {float(price):6.1f} booked {booked:5.1f}")


if __name__ == "__main__":
    main()
