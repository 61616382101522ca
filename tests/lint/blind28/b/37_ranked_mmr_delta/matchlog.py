import numpy as np


def read_match(rng, source):
    gains = rng.normal(size=10).astype(np.float32)
    if source == "client":
        is_ranked = bool(rng.random() < 0.7)
    else:
        # server logs store the queue flag as 0/1
        is_ranked = int(rng.random() < 0.7)
    return gains, is_ranked
