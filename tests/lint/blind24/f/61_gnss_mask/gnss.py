import numpy as np


def epoch_block(hour, rng, n=720):
    """GNSS vertical displacement of a suspension bridge tower top (5 s epochs)."""
    t = np.arange(n) * 5.0
    z = 12.0 * np.sin(2 * np.pi * t / 86400 * 2 + hour) + rng.normal(0, 3.0, n)   # mm
    n_sats = rng.integers(4, 12, n)
    return z.astype(np.float32), n_sats


def quality_mask(n_sats, min_sats=6):
    if (n_sats >= min_sats).all():
        return np.ones(n_sats.shape, np.float32)
    return n_sats >= min_sats
