import numpy as np

PAD_TO = 128

def region_arrays(n, rng):
    sqft = np.zeros(PAD_TO, np.float32)
    lp = np.full(PAD_TO, 12.0, np.float32)
    mask = np.zeros(PAD_TO, bool)
    sqft[:n] = rng.uniform(0.5, 3.5, n)
    lp[:n] = 12.0 + 0.4 * sqft[:n] + rng.normal(0, 0.1, n)
    mask[:n] = True
    return sqft, mask, lp
