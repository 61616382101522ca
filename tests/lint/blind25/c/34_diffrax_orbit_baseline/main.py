import numpy as np
import jax.numpy as jnp

from orbit import integrate_orbit


def survey_targets():
    """Astrometric binaries with the time baseline (yr) of their observations."""
    return [("HIP 1001", 1.0, 1.2, 3.1), ("HIP 2040", 1.5, 0.8, 4.6),
            ("HIP 3377", 2.0, 1.0, 2.25), ("HIP 4190", 0.8, 1.6, 5.0)]


def main():
    for name, a, mass, baseline in survey_targets():
        v_circ = np.sqrt(4 * np.pi ** 2 * mass / a)
        y0 = jnp.array([a, 0.0, 0.0, 0.9 * v_circ], dtype=jnp.float32)
        ts, ys = integrate_orbit(y0, jnp.float32(mass), baseline)
        sep = jnp.hypot(ys[:, 0], ys[:, 1])
        print(f"{name}: separation range {float(sep.min()):.3f}-{float(sep.max()):.3f} AU over {baseline} yr")


if __name__ == "__main__":
    main()
