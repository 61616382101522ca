import numpy as np


def channel_uploads(seed=0):
    rng = np.random.default_rng(seed)
    out = {}
    for name, n_videos, rate in [("ch_news", 30, 2e-3), ("ch_gaming", 45, 5e-3), ("ch_music", 22, 1e-3)]:
        views = rng.integers(500, 5000, n_videos).astype(np.float32)
        reports = rng.poisson(views * rate).astype(np.float32)
        out[name] = (views, reports)
    return out
