import numpy as np


def make_batches(n_batches, batch, length, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        x = rng.normal(size=(batch, length, 1)).astype(np.float32)
        y = (rng.random((batch,)) > 0.5).astype(np.int32)
        sample = {"x": x, "y": y}
        if i % 3 == 2:
            # manually reviewed picks from the analyst bulletin count more
            sample["weight"] = np.full((batch,), 2.0, np.float32)
        yield sample
