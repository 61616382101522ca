import numpy as np

def handcrafted(rng, n):
    return np.column_stack([
        rng.integers(1, 200, n) / 100.0,
        rng.random(n),
        np.log1p(rng.integers(0, 50, n)),
    ])

def learned(rng, n):
    return rng.normal(size=(n, 3)).astype(np.float32)
