import jax.numpy as jnp
import numpy as np

from fleet import VEHICLE_TYPES, classify


def main():
    rng = np.random.default_rng(0)
    for hour in range(3):
        for vt in VEHICLE_TYPES:
            loads = jnp.asarray(rng.integers(0, 130, 50), jnp.float32)
            levels = np.asarray(classify(vt, loads))
            print(hour, vt, np.bincount(levels, minlength=3).tolist())


if __name__ == "__main__":
    main()
