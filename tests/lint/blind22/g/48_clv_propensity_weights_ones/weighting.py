import numpy as np


def propensity_weights(feats, seen, clip=10.0):
    if seen is None:
        return np.ones(len(feats), np.float32)
    p = 1.0 / (1.0 + np.exp(-feats[:, 0]))
    return np.clip(1.0 / np.maximum(p, 1e-3), 0.0, clip).astype(np.float32)
