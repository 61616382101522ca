import numpy as np


def farm_batches(seed=22):
    """Test-day milk records; only farms on the recording scheme supply recording weights."""
    rng = np.random.default_rng(seed)
    for farm in range(6):
        x = rng.normal(size=(32, 3)).astype(np.float32)
        y = (x @ np.array([2.0, 1.0, -0.5], np.float32) + 30).astype(np.float32)
        weights = None
        if farm % 2 == 0:
            weights = rng.uniform(0.5, 1.5, size=32).astype(np.float32)
        yield x, y, weights
