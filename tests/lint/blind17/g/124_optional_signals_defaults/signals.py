import numpy as np

SIGNALS = ("relevance", "recency", "social")


def collect_signals(rng, user_id, n_items=12):
    signals = {name: np.zeros(n_items, dtype=np.float32) for name in SIGNALS}
    signals["relevance"] = rng.random(n_items).astype(np.float32)
    if user_id % 2 == 0:
        signals["recency"] = rng.random(n_items).astype(np.float32)
    if user_id % 3 == 0:
        signals["social"] = rng.random(n_items).astype(np.float32)
    return signals
