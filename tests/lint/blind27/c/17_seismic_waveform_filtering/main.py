import numpy as np

from filters import BandSpec, fft_bandpass


def process_hour(block, fmin=1.0, fmax=10.0):
    return fft_bandpass(block, BandSpec(fmin, fmax, 100.0))


rng = np.random.default_rng(17)
for hour in range(5):
    block = rng.normal(size=(6, 2048)).astype(np.float32)
    out = process_hour(block)
    print(hour, float(np.abs(out).max()))
