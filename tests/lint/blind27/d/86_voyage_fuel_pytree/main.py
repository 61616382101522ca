import jax
import jax.numpy as jnp
import numpy as np

from legs import load_voyages


@jax.jit
def leg_fuel(legs, price):
    scale = 1.0 if legs.units == "nm" else 1.852
    hours = legs.distances / (legs.speeds * scale)
    return jnp.sum(0.0025 * legs.speeds ** 3 * hours / 24.0) * price


def main():
    rng = np.random.default_rng(0)
    for code, legs in load_voyages(rng, 6):
        print(code, f"USD {float(leg_fuel(legs, 620.0)):.0f}")


if __name__ == "__main__":
    main()
