import numpy as np


def batches(rng, n_batches=8, bs=32):
    for i in range(n_batches):
        x = rng.normal(size=(bs, 7)).astype(np.float32)
        y = rng.integers(0, 2, bs).astype(np.float32)
        if i % 3 == 0:
            weights = rng.uniform(0.5, 2.0, bs).astype(np.float32)
        else:
            weights = np.ones(bs, np.float32)
        yield {"x": x, "y": y, "weights": weights}
