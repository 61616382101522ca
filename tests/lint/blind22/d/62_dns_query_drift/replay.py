import numpy as np

from features import tunnel_features, WINDOW


def replay_capture(rng, n_queries=256):
    qlen = rng.integers(10, 60, size=n_queries).astype(np.float32)
    entropy = rng.uniform(2.0, 4.5, size=n_queries).astype(np.float32)
    return tunnel_features(qlen, entropy, window=WINDOW)
