import jax
import jax.numpy as jnp
import numpy as np

from sources import trip_boardings


@jax.jit
def max_onboard(boardings, alight_frac):
    def step(load, b):
        load = load * (1 - alight_frac) + b
        return load, load
    _, loads = jax.lax.scan(step, jnp.float32(0.0), boardings)
    return loads.max()


def main():
    rng = np.random.default_rng(0)
    for trip in range(8):
        b, source = trip_boardings(trip, rng)
        print(trip, source, round(float(max_onboard(b, 0.15)), 1))


if __name__ == "__main__":
    main()
