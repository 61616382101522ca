import jax
import jax.numpy as jnp
import numpy as np

from axis import time_axis

SERVICES = {"S1": 20, "RE2": 60, "S3": 30, "RE5": 120, "S7": 15}


@jax.jit
def position_at(t_h, speed_kmh, length_km):
    return jnp.mod(t_h * speed_kmh, length_km)


def main():
    for name, headway in SERVICES.items():
        t = time_axis(headway, 12)
        pos = position_at(t, 80.0, 45.0)
        print(name, np.round(np.asarray(pos[:4]), 1))


if __name__ == "__main__":
    main()
