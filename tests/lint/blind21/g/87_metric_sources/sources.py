from collections import OrderedDict

import numpy as np

REGISTRY = ("orders", "revenue", "sessions")


def from_warehouse(rng, n=300):
    return {
        "orders": rng.poisson(1.2, n).astype(np.float32),
        "revenue": rng.gamma(2.0, 10.0, n).astype(np.float32),
        "sessions": rng.poisson(4.0, n).astype(np.float32),
    }


def from_realtime(rng, n=300):
    raw = {
        "orders": rng.poisson(1.25, n).astype(np.float32),
        "revenue": rng.gamma(2.0, 10.5, n).astype(np.float32),
        "sessions": rng.poisson(4.0, n).astype(np.float32),
    }
    return OrderedDict((name, raw[name]) for name in REGISTRY)
