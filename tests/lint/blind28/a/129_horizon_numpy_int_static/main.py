import jax.numpy as jnp
import numpy as np

from forecast import trailing_pickup
from tuning import best_window


def main():
    rng = np.random.default_rng(0)
    window = 14
    for week in range(6):
        pickup = jnp.asarray(rng.poisson(18, 60), jnp.float32)
        level = trailing_pickup(pickup, window=window)
        errors = rng.random(4) + np.array([0.3, 0.0, 0.2, 0.4])
        window = best_window(errors)
        print(week, int(window), round(float(level), 2))


if __name__ == "__main__":
    main()
