import numpy as np
import jax
import jax.numpy as jnp

from tables import certified_weights, dispatch_weights


@jax.jit
def takeoff_distance(weights, pressure_alt, temp_c):
    sigma = (1 - 2.25577e-5 * pressure_alt) ** 4.256 * 288.15 / (273.15 + temp_c)
    w = weights / 1000.0
    v_lof = 1.2 * jnp.sqrt(2 * w * 1000 * 9.81 / (1.225 * sigma * 122.6 * 2.1))
    accel = 0.3 * 9.81 * sigma - 0.02 * 9.81
    return v_lof ** 2 / (2 * accel)


def main():
    rng = np.random.default_rng(0)
    print(np.round(np.asarray(takeoff_distance(certified_weights(), 0.0, 15.0))))
    for airport_alt, temp in [(0.0, 30.0), (1600.0, 25.0), (2200.0, 10.0)]:
        print(np.round(np.asarray(takeoff_distance(dispatch_weights(rng), airport_alt, temp))))
        print(np.round(np.asarray(takeoff_distance(certified_weights(), airport_alt, temp))))


if __name__ == "__main__":
    main()
