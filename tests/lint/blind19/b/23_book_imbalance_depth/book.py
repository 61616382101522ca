import numpy as np

MAX_LEVELS = 10


def snapshot(rng, mid):
    """Synthetic L2 snapshot padded to MAX_LEVELS; empty levels have zero size."""
    depth = rng.integers(3, MAX_LEVELS + 1)
    levels = np.arange(1, MAX_LEVELS + 1)
    bid_px = (mid - 0.01 * levels).astype(np.float32)
    ask_px = (mid + 0.01 * levels).astype(np.float32)
    bid_sz = np.zeros(MAX_LEVELS, dtype=np.float32)
    ask_sz = np.zeros(MAX_LEVELS, dtype=np.float32)
    bid_sz[:depth] = rng.integers(1, 50, depth)
    ask_sz[:depth] = rng.integers(1, 50, depth)
    return bid_px, bid_sz, ask_px, ask_sz
