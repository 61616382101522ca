import numpy as np
import jax.numpy as jnp

from kinetics import solve_batch

# sampling schedules (h) from the lab notebook for each fermenter
SAMPLES = {
    "F1": [0, 12, 24, 36, 48, 72, 96],
    "F2": [0, 8, 16, 24, 48, 72, 96, 120],
    "F3": [0, 12, 24, 48, 96],
    "F4": [0, 12, 24, 36, 48, 72, 96],
}


def main():
    args = (jnp.float32(0.25), jnp.float32(8.0), jnp.float32(0.1), jnp.float32(4.5), jnp.float32(95.0))
    y0 = jnp.array([0.2, 220.0, 0.0], jnp.float32)
    for name, hours in SAMPLES.items():
        ys = solve_batch(y0, args, jnp.asarray(hours, jnp.float32))
        print(name, "sugar at last sample", np.round(float(ys[-1, 1]), 2), "ethanol", np.round(float(ys[-1, 2]), 2))


if __name__ == "__main__":
    main()
