import numpy as np


def tick_stream(n_ticks, seed=0):
    rng = np.random.default_rng(seed)
    px = 100 + np.cumsum(rng.standard_normal(n_ticks) * 0.01)
    side = rng.choice([-1.0, 1.0], n_ticks)
    size = rng.integers(1, 20, n_ticks).astype(np.float32)
    return np.stack([px, side, size], axis=1).astype(np.float32)


def chunks(ticks, chunk_len):
    """Equal-length chunks; the trailing partial chunk is padded with zero-size ticks."""
    n = -(-ticks.shape[0] // chunk_len) * chunk_len
    padded = np.zeros((n, ticks.shape[1]), dtype=ticks.dtype)
    padded[:ticks.shape[0]] = ticks
    padded[ticks.shape[0]:, 0] = ticks[-1, 0]
    for i in range(0, n, chunk_len):
        yield padded[i:i + chunk_len]
