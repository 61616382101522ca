import numpy as np

MAX_LEVELS = 10


def snapshot(rng, mid):
    """Synthetic L2 snapshot; thin books have fewer populated levels."""
    depth = rng.integers(3, MAX_LEVELS + 1)
    bid_px = mid - 0.01 * np.arange(1, depth + 1)
    ask_px = mid + 0.01 * np.arange(1, depth + 1)
    bid_sz = rng.integers(1, 50, depth).astype(np.float32)
    ask_sz = rng.integers(1, 50, depth).astype(np.float32)
    return bid_px.astype(np.float32), bid_sz, ask_px.astype(np.float32), ask_sz
