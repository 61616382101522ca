import numpy as np


def read_fixes(n=40, seed=7):
    """GPS fixes; failed acquisitions (canopy, collar orientation) come back as None."""
    rng = np.random.default_rng(seed)
    track = np.cumsum(rng.normal(scale=0.3, size=(n, 2)), axis=0).astype(np.float32)
    ok = rng.random(n) > 0.3
    return [track[i] if ok[i] else None for i in range(n)]
