import numpy as np

from spectrometer import SuppressionSpectrometer


def run_measurement(name, rng, n=5000):
    spectrometer = SuppressionSpectrometer()
    e_ge = rng.exponential(400.0, n).astype(np.float32)
    e_bgo = np.where(rng.random(n) < 0.3, rng.uniform(0, 600, n), 0.0).astype(np.float32)
    dt = rng.normal(0, 150, n).astype(np.float32)
    return spectrometer.suppressed_spectrum(e_ge, e_bgo, dt)
