import jax
import numpy as np

from scenarios import SCENARIOS
from yard import simulate_yard


def main():
    rng = np.random.default_rng(2)
    arrivals = rng.poisson(42, 24).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for sc in SCENARIOS:
        key, sub = jax.random.split(key)
        stock, dropped = simulate_yard(arrivals, sc["capacity"], sc["hours"], sub)
        print(f"{sc['name']}: end stock {float(stock):.0f}, overflow {float(dropped):.0f}")


if __name__ == "__main__":
    main()
