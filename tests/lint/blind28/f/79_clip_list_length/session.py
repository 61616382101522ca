import numpy as np


def session_segments(rng, n_sessions=4):
    for s in range(n_sessions):
        n_signs = int(rng.integers(2, 5))
        yield [rng.normal(size=(18, 63)).astype(np.float32) for _ in range(n_signs)]
