import numpy as np

from profiles import ATHLETES
from zones import time_in_zones

rng = np.random.default_rng(40)
for name, settings in ATHLETES.items():
    hr = rng.normal(160, 15, 1800).astype(np.float32)  # 30 min erg piece at 1 Hz
    tiz = time_in_zones(hr, settings)
    print(name, np.round(np.asarray(tiz), 2))
