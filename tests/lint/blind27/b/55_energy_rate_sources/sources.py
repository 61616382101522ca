import numpy as np


def from_ads_b(rng, n):
    return {"alt": rng.uniform(0, 40, n).astype(np.float32),
            "gs": rng.uniform(150, 500, n).astype(np.float32),
            "vrate": rng.normal(0, 1500, n).astype(np.float32)}


def from_fdm(rng, n):
    # flight data monitoring exports columns in a different order
    out = {}
    out["vrate"] = rng.normal(0, 1500, n).astype(np.float32)
    out["gs"] = rng.uniform(150, 500, n).astype(np.float32)
    out["alt"] = rng.uniform(0, 40, n).astype(np.float32)
    return out
