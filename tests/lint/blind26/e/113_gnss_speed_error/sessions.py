import numpy as np


def sessions(rng):
    for s in range(6):
        target = rng.uniform(2, 8, 200).astype(np.float32)
        pred = (target + rng.normal(0, 0.4, 200)).astype(np.float32)
        if s >= 3:
            weights = rng.uniform(0.3, 1.0, 200).astype(np.float32)
        else:
            weights = np.ones(200, np.float32)
        yield s, pred, target, weights
