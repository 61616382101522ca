import numpy as np

def from_database(rng, n=24):
    return rng.uniform(20, 80, n).astype(np.float32), rng.uniform(2, 15, n).astype(np.float32)

def from_spreadsheet(rng, n=24):
    c = rng.uniform(20, 80, (n, 1)).astype(np.float32)
    t = rng.uniform(2, 15, (n, 1)).astype(np.float32)
    return c, t
