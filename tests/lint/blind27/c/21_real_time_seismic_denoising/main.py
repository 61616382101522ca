import numpy as np

from denoise import spectral_subtract
from stream import NoiseTracker

rng = np.random.default_rng(21)
tracker = NoiseTracker()
for minute in range(6):
    trace = rng.normal(size=3000).astype(np.float32)
    trace[1000:1100] += 5.0
    clean = spectral_subtract(trace, tracker.psd)
    tracker.update(trace)
    print(minute, float(np.abs(clean).max()))
