import numpy as np


def from_csv(seed):
    rng = np.random.default_rng(seed)
    return {"lat": rng.normal(size=64).astype(np.float32),
            "lon": rng.normal(size=64).astype(np.float32),
            "alt": rng.normal(size=64).astype(np.float32)}


def from_movebank(seed):
    rng = np.random.default_rng(seed)
    rec = {}
    rec["alt"] = rng.normal(size=64).astype(np.float32)
    rec["lon"] = rng.normal(size=64).astype(np.float32)
    rec["lat"] = rng.normal(size=64).astype(np.float32)
    return rec
