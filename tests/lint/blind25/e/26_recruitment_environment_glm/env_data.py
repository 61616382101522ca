import numpy as np

def from_buoy(rng, n):
    d = {}
    d["sst"] = rng.normal(12, 1, n).astype(np.float32)
    d["upwelling"] = rng.normal(0, 1, n).astype(np.float32)
    d["chl"] = rng.lognormal(0, 0.3, n).astype(np.float32)
    return d

def from_reanalysis(rng, n):
    return {"chl": rng.lognormal(0, 0.3, n).astype(np.float32),
            "sst": rng.normal(12, 1, n).astype(np.float32),
            "upwelling": rng.normal(0, 1, n).astype(np.float32)}
