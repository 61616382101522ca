import numpy as np

from settings import PROFILES
from spectra import band_power

rng = np.random.default_rng(100)
for name, prof in PROFILES.items():
    trace = rng.normal(size=2048).astype(np.float32)
    print(name, round(float(band_power(trace, prof["fmin"], 50.0, taper=prof["taper"])), 3))
