import numpy as np
import jax.numpy as jnp

from plates import read_plates
from stats import log_reduction


def main():
    rng = np.random.default_rng(0)
    baseline = jnp.float32(6.0)
    for day in range(7):
        counts = read_plates(day, rng)
        red, spread = log_reduction(counts, baseline)
        print(f"day {day}: {float(red):.2f} log reduction (sd {float(spread):.3f})")


if __name__ == "__main__":
    main()
