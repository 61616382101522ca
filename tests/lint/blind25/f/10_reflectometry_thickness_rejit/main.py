import jax
import jax.numpy as jnp
import numpy as np

from optics import reflectance, fit_thickness

WAVELENGTHS = jnp.linspace(400.0, 800.0, 121)
SITES = [(0, 0), (50, 0), (0, 50), (-50, 0), (0, -50), (100, 0), (0, 100), (-100, 0), (0, -100)]


def measure_site(true_t, rng):
    spec = reflectance(true_t, WAVELENGTHS)
    return spec + rng.normal(0, 0.002, spec.shape).astype(np.float32)


def main():
    rng = np.random.default_rng(5)
    for wafer in range(3):
        results = []
        for x, y in SITES:
            true_t = 500.0 + 0.02 * (x ** 2 + y ** 2) / 100.0 + 3 * wafer
            spectrum = measure_site(true_t, rng)
            fit = jax.jit(fit_thickness)
            t, rms = fit(spectrum, WAVELENGTHS, jnp.float32(505.0))
            results.append(float(t))
        print(f"wafer {wafer}: mean {np.mean(results):.1f} nm, range {np.ptp(results):.1f} nm")


if __name__ == "__main__":
    main()
