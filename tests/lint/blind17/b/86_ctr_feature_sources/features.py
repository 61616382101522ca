import numpy as np


def from_request_log(rng, b):
    return {
        "user": rng.integers(0, 100, b).astype(np.int32),
        "ad": rng.integers(0, 80, b).astype(np.int32),
        "hour": rng.integers(0, 24, b).astype(np.int32),
    }


def from_feature_store(rng, b):
    feats = {}
    feats["hour"] = rng.integers(0, 24, b).astype(np.int32)
    feats["ad"] = rng.integers(0, 80, b).astype(np.int32)
    feats["user"] = rng.integers(0, 100, b).astype(np.int32)
    return feats
