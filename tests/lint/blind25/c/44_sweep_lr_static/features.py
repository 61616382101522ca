import numpy as np


def variable_star_features(n=600, seed=0):
    """Period, amplitude, skewness, colour for RR Lyrae (1) vs eclipsing binaries (0)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    logp = np.where(y == 1, rng.normal(-0.25, 0.1, n), rng.normal(-0.1, 0.3, n))
    amp = np.where(y == 1, rng.normal(0.8, 0.2, n), rng.normal(0.5, 0.3, n))
    skew = np.where(y == 1, rng.normal(-0.8, 0.3, n), rng.normal(0.6, 0.4, n))
    col = np.where(y == 1, rng.normal(0.3, 0.1, n), rng.normal(0.6, 0.3, n))
    x = np.stack([logp, amp, skew, col], 1)
    return ((x - x.mean(0)) / x.std(0)).astype(np.float32), y.astype(np.float32)
