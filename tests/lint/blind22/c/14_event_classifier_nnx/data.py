import numpy as np

N_FEAT = 6
N_CLASSES = 4


def event_batches(n_batches, batch=16, seed=0):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        out = {
            "x": rng.normal(size=(batch, N_FEAT)).astype(np.float32),
            "label": rng.integers(0, N_CLASSES, size=batch).astype(np.int32),
            "weight": np.ones((batch,), np.float32),
        }
        if b % 3 == 2:
            out["weight"] = rng.uniform(0.5, 1.5, size=batch).astype(np.float32)
        yield out
