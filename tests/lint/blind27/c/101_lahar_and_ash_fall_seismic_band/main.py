import numpy as np

from settings import PROFILES
from spectra import profile_power

rng = np.random.default_rng(101)
for name, prof in PROFILES.items():
    trace = rng.normal(size=2048).astype(np.float32)
    print(name, round(float(profile_power(trace, prof)), 3))
