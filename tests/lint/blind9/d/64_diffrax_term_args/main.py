import jax.numpy as jnp
import numpy as np

from pk_model import concentration_curve

SAMPLE_TIMES = jnp.array([0.5, 1.0, 2.0, 4.0, 8.0, 12.0, 24.0])
PATIENTS = {
    "p01": (1.2, 0.15, 0.3, 0.2, 100.0),
    "p02": (0.8, 0.25, 0.2, 0.1, 100.0),
    "p03": (1.5, 0.10, 0.4, 0.3, 150.0),
    "p04": (1.0, 0.20, 0.3, 0.2, 50.0),
}


def main():
    for pid, (ka, ke, k12, k21, dose) in PATIENTS.items():
        rates = tuple(jnp.float32(v) for v in (ka, ke, k12, k21))
        curve = np.asarray(concentration_curve(rates, jnp.float32(dose), SAMPLE_TIMES))
        print(f"{pid}: Cmax {curve.max():.2f} at t={float(SAMPLE_TIMES[curve.argmax()])}h")


if __name__ == "__main__":
    main()
