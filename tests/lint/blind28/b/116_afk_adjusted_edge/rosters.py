import numpy as np


def lobby(rng, with_leavers):
    feats = rng.normal(size=(10, 6)).astype(np.float32)
    if with_leavers:
        present = rng.random(10) > 0.2
    else:
        present = np.ones(10, bool)
    return feats, present.astype(np.float32)
