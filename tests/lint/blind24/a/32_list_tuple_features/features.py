import numpy as np


def train_features(rng, n=64):
    rumen_ph = rng.normal(6.2, 0.3, n).astype(np.float32)
    rumination = rng.normal(480, 60, n).astype(np.float32)
    return [rumen_ph, rumination]


def holdout_features(rng, n=64):
    rumen_ph = rng.normal(6.0, 0.35, n).astype(np.float32)
    rumination = rng.normal(460, 70, n).astype(np.float32)
    return rumen_ph, rumination
