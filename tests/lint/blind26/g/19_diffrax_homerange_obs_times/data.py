import numpy as np


def collar_fix_times(animal, seed=0):
    """Successful fix times (h) over 48 h; fix success depends on habitat."""
    rng = np.random.default_rng(seed + animal)
    scheduled = np.arange(0.5, 48.0, 0.5)
    ok = rng.random(len(scheduled)) > 0.2
    return scheduled[ok].astype(np.float32)


def observed_positions(animal, n, seed=0):
    rng = np.random.default_rng(seed + 100 + animal)
    return rng.normal(scale=0.5, size=(n, 2)).astype(np.float32)
