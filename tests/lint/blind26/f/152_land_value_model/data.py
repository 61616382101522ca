import numpy as np

def batches(n_batches, rng, size=64):
    for _ in range(n_batches):
        X = rng.normal(size=(size, 4)).astype(np.float32)
        yield {"X": X, "y": (X @ np.array([0.5, 0.1, -0.2, 0.3], np.float32)).astype(np.float32)}
