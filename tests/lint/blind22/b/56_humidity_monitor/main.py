import jax
import jax.numpy as jnp
import numpy as np

from utils import clean_readings, simulate_shift


@jax.jit
def humidity_excursions(readings, valid, low, high):
    outside = ((readings < low) | (readings > high)) & valid
    mean = jnp.sum(jnp.where(valid, readings, 0.0)) / jnp.sum(valid)
    return mean, jnp.sum(outside)


def main():
    rng = np.random.default_rng(41)
    for shift in range(6):
        raw = simulate_shift(rng)
        readings, valid = clean_readings(raw)
        mean, n_out = humidity_excursions(readings, valid, 40.0, 50.0)
        print(shift, int(valid.sum()), round(float(mean), 2), int(n_out))


if __name__ == "__main__":
    main()
