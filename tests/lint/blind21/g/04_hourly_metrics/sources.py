import numpy as np


def from_warehouse(rng, n=300):
    return {
        "revenue": rng.gamma(2.0, 10.0, n).astype(np.float32),
        "orders": rng.poisson(1.2, n).astype(np.float32),
        "sessions": rng.poisson(4.0, n).astype(np.float32),
    }


def from_realtime(rng, n=300):
    out = {}
    out["sessions"] = rng.poisson(4.0, n).astype(np.float32)
    out["orders"] = rng.poisson(1.25, n).astype(np.float32)
    out["revenue"] = rng.gamma(2.0, 10.5, n).astype(np.float32)
    return out
