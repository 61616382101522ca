import numpy as np

def read_landings(year, rng):
    monthly = rng.gamma(3.0, 120.0, 12)
    if year < 2010:
        return np.round(monthly).astype(np.int32)
    return monthly.astype(np.float32)
