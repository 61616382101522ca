import numpy as np
from canopy import absorbed_par
from stands import stand_canopy

rng = np.random.default_rng(107)
for k in range(5):
    apar, tr = absorbed_par(stand_canopy(k, rng), np.float32(1500.0))
    print("stand", k, round(float(apar), 1))
