import numpy as np


def spindle_batches(seed, n_batches=6):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        yield {
            "vibration": rng.normal(size=(16, 8)).astype(np.float32),
            "load": rng.uniform(0.2, 0.9, size=(16,)).astype(np.float32),
            "station": b % 3,
        }
