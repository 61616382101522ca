import numpy as np

MAX_AGES = 15
SPECIES = {"herring": (9, 0.25, 0.25), "cod": (13, 0.2, 12.0), "sprat": (6, 0.35, 0.02), "whiting": (10, 0.3, 1.0)}

def padded_arrays(n_ages, M, w_inf):
    ages = np.arange(1, MAX_AGES + 1, dtype=np.float32)
    live = ages <= n_ages
    n = np.where(live, 1e6 * np.exp(-M * ages), 0.0).astype(np.float32)
    w = np.where(live, w_inf * (1 - np.exp(-0.3 * ages)) ** 3, 0.0).astype(np.float32)
    return n, w
