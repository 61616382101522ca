import jax
import jax.numpy as jnp
import numpy as np

SURGE_TABLE = np.array([1.0, 1.0, 1.1, 1.25, 1.5, 1.8], np.float32)


@jax.jit
def unlock_price(minutes, base_per_min, surge):
    raw = 1.0 + base_per_min * minutes * surge
    return jnp.round(raw * 100) / 100


def occupancy_level(bikes_out, fleet):
    return min(int(6 * bikes_out / fleet), 5)


def main():
    rng = np.random.default_rng(21)
    fleet = 300
    for hour in range(12):
        bikes_out = int(rng.integers(0, fleet))
        surge = SURGE_TABLE[occupancy_level(bikes_out, fleet)]
        minutes = jnp.asarray(rng.integers(3, 40, 50), jnp.float32)
        prices = unlock_price(minutes, np.float32(0.15), surge)
        print(hour, float(surge), float(prices.mean()))


if __name__ == "__main__":
    main()
