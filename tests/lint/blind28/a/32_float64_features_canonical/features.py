import numpy as np


def build_features(raw):
    # raw comes in as float32 from the feed; derived ratios are computed in float64
    lead = raw[:, 0]
    los = raw[:, 1]
    price = raw[:, 2]
    ratio = price / np.maximum(los, 1.0).astype(np.float64)
    return np.column_stack([lead / 365.0, los / 14.0, ratio / 500.0])


def feed(seed=0, n_batches=10, batch=128):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        raw = np.column_stack([rng.integers(0, 365, batch), rng.integers(1, 15, batch),
                               rng.uniform(80, 2000, batch)]).astype(np.float32)
        y = (raw[:, 0] > 120).astype(np.float32)
        yield build_features(raw), y
