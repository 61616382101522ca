import numpy as np


def shot_batches(n_batches, batch=32, seed=0):
    rng = np.random.default_rng(seed)
    w = np.array([-2.0, 1.5, -0.5, 0.8], np.float32)
    for _ in range(n_batches):
        x = rng.normal(size=(batch, 4)).astype(np.float32)
        y = (rng.random(batch) < 1 / (1 + np.exp(-(x @ w - 1.5)))).astype(np.float32)
        yield x, y
