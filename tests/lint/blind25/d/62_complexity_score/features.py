import numpy as np

def features_from_metadata(rng, n):
    feats = {}
    feats["party_count"] = rng.integers(2, 6, size=n).astype(np.float32)
    feats["page_count"] = rng.integers(1, 80, size=n).astype(np.float32)
    feats["has_schedule"] = (rng.random(n) < 0.5).astype(np.float32)
    return feats

def features_from_parser(rng, n):
    return {
        "has_schedule": (rng.random(n) < 0.5).astype(np.float32),
        "page_count": rng.integers(1, 80, size=n).astype(np.float32),
        "party_count": rng.integers(2, 6, size=n).astype(np.float32),
    }
