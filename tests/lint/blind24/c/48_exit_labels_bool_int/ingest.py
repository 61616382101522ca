import numpy as np


def load_quarter(q, rng):
    n = 120
    feats = rng.normal(size=(n, 5)).astype(np.float32)
    status = rng.choice(["active", "terminated"], size=n, p=[0.85, 0.15])
    if q < 2:
        left = status == "terminated"
    else:
        left = (status == "terminated").astype(np.int32)
    return feats, left
