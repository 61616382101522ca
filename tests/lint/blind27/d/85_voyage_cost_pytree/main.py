import jax
import jax.numpy as jnp
import numpy as np

from voyage import Voyage


@jax.jit
def voyage_cost(v, fuel_price):
    hours = v.distances / v.speeds
    fuel_t = 0.0025 * v.speeds ** 3 * hours / 24.0
    return jnp.sum(fuel_t) * fuel_price, jnp.sum(hours)


def main():
    rng = np.random.default_rng(0)
    codes = ["AEX-041", "AEX-042", "TPX-007", "MED-113", "MED-114"]
    for code in codes:
        v = Voyage(code, rng.uniform(12, 19, 6).astype(np.float32), rng.uniform(200, 1800, 6).astype(np.float32))
        cost, hours = voyage_cost(v, 620.0)
        print(code, f"USD {float(cost):.0f}", f"{float(hours):.0f} h")


if __name__ == "__main__":
    main()
