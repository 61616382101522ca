import numpy as np


def batches(X, y, batch_size, rng, resample_every=3):
    n = len(X)
    weights = np.ones(batch_size, dtype=np.float32)
    for b in range(8):
        if b > 0 and b % resample_every == 0:
            weights = rng.gamma(2.0, 0.5, size=batch_size).astype(np.float32)
        idx = rng.integers(0, n, batch_size)
        yield {"x": X[idx], "y": y[idx], "w": weights}
