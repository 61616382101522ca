import numpy as np
import jax
from impairments import add_phase_noise

FS = 15.36e6


def run_batch(seed, linewidth, n=1024):
    key = jax.random.key(seed)
    x = np.exp(1j * np.pi / 4 * (2 * np.arange(n) % 8 + 1)).astype(np.complex64)
    y = add_phase_noise(key, x, linewidth, FS)
    return float(np.std(np.angle(np.asarray(y) / x)))
