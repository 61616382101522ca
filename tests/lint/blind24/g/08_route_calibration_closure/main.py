import numpy as np
import jax.numpy as jnp

from calibrate import fit_route


def main():
    rng = np.random.default_rng(2)
    for route in ["10", "22", "35X", "47", "51B"]:
        distances = jnp.asarray(rng.uniform(0.3, 1.2, 30), jnp.float32)
        times = distances / 18.0 * 60.0 + 0.7 + jnp.asarray(rng.normal(0, 0.2, 30), jnp.float32)
        speed, dwell = fit_route(times, distances)
        print(route, round(float(speed), 2), round(float(dwell), 2))


if __name__ == "__main__":
    main()
