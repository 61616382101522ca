import numpy as np

SPECIES = {"herring": dict(n_ages=9, M=0.25, w_inf=0.25), "cod": dict(n_ages=13, M=0.2, w_inf=12.0),
           "sprat": dict(n_ages=6, M=0.35, w_inf=0.02)}

def species_arrays(cfg):
    ages = np.arange(1, cfg["n_ages"] + 1, dtype=np.float32)
    n = 1e6 * np.exp(-cfg["M"] * ages)
    w = cfg["w_inf"] * (1 - np.exp(-0.3 * ages)) ** 3
    return n.astype(np.float32), w.astype(np.float32), np.float32(cfg["M"])
