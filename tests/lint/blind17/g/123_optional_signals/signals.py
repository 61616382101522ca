import numpy as np


def collect_signals(rng, user_id, n_items=12):
    signals = {"relevance": rng.random(n_items).astype(np.float32)}
    if user_id % 2 == 0:
        signals["recency"] = rng.random(n_items).astype(np.float32)
    if user_id % 3 == 0:
        signals["social"] = rng.random(n_items).astype(np.float32)
    return signals
