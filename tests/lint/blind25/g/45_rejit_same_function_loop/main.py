import numpy as np
import jax

from calibration import beer_lambert_fit


def main():
    rng = np.random.default_rng(0)
    conc = np.array([0, 5, 10, 20, 40, 60], np.float32)  # mg/L
    for run in range(6):
        absorb = (0.0185 * conc + 0.004 + 0.002 * rng.normal(size=6)).astype(np.float32)
        coef, r2 = jax.jit(beer_lambert_fit)(absorb, conc)
        print(f"run {run}: slope {float(coef[0]):.5f} AU L/mg, R2 {float(r2):.5f}")


if __name__ == "__main__":
    main()
