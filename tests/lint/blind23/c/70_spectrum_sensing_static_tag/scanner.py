import numpy as np
from sensing import energy_detect

CHANNELS_MHZ = [2412, 2437, 2462, 5180, 5200, 5220]


def capture(rng, occupied):
    n = 1024
    x = (rng.standard_normal(n) + 1j * rng.standard_normal(n)) / np.sqrt(2)
    t = np.arange(n)
    for k in occupied:
        x += 3 * np.exp(2j * np.pi * (k - 3.5) / 8 * t)
    return x.astype(np.complex64)


def sweep(rng):
    results = {}
    for ch in CHANNELS_MHZ:
        iq = capture(rng, rng.choice(8, 2, replace=False))
        results[ch] = energy_detect(iq, np.float32(64.0), band_tag=f"ch{ch}MHz")
    return results
