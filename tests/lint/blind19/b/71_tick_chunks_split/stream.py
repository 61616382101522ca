import numpy as np


def tick_stream(n_ticks, seed=0):
    rng = np.random.default_rng(seed)
    px = 100 + np.cumsum(rng.standard_normal(n_ticks) * 0.01)
    side = rng.choice([-1.0, 1.0], n_ticks)
    size = rng.integers(1, 20, n_ticks).astype(np.float32)
    return np.stack([px, side, size], axis=1).astype(np.float32)


def chunks(ticks, n_chunks):
    yield from np.array_split(ticks, n_chunks)
