import numpy as np


def from_glove(rng):
    feats = {}
    feats["flex"] = rng.normal(size=(50, 5)).astype(np.float32)
    feats["imu"] = rng.normal(size=(50, 6)).astype(np.float32)
    feats["pressure"] = rng.normal(size=(50, 4)).astype(np.float32)
    return feats


def from_replay(rng):
    return {
        "pressure": rng.normal(size=(50, 4)).astype(np.float32),
        "imu": rng.normal(size=(50, 6)).astype(np.float32),
        "flex": rng.normal(size=(50, 5)).astype(np.float32),
    }
