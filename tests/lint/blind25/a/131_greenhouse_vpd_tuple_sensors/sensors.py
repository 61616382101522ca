import numpy as np


def bay_readings(rng, bay):
    temps = [rng.uniform(18, 30, 12).astype(np.float32) for _ in range(3)]
    rh = rng.uniform(55, 90, 12).astype(np.float32)
    if bay in ("B", "D"):
        temps.append(rng.uniform(18, 30, 12).astype(np.float32))
    return tuple(temps), rh
