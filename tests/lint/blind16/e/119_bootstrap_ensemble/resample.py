import numpy as np


def bootstrap_weights(n, rng):
    """Bagging: each example's weight is how often it was drawn with replacement."""
    return np.bincount(rng.integers(0, n, size=n), minlength=n).astype(np.float32)


def member_weights(n, member, rng, bagging_from=1):
    if member < bagging_from:
        return np.ones(n, np.float32)  # the reference member sees the full data once
    return bootstrap_weights(n, rng)
