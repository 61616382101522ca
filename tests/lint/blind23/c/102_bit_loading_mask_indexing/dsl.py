import numpy as np

N_TONES = 256


def measure_line(rng):
    f = np.arange(N_TONES)
    atten = np.exp(-f / rng.uniform(60, 160))
    crosstalk = rng.uniform(0.01, 0.2) * (f / N_TONES) ** 2
    return (atten ** 2 / (1e-4 + crosstalk)).astype(np.float32)


def usable_tones(gnr, min_gnr=1.0):
    return gnr[gnr > min_gnr]
