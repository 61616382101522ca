import numpy as np


def load_labels(source, n, rng):
    if source == "raven":
        # Raven selection tables → presence per 1 s segment
        return rng.random(n) < 0.3
    return (rng.random(n) < 0.3).astype(np.int32)
