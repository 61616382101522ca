import numpy as np


def load(rec_id):
    rng = np.random.default_rng(rec_id)
    if rec_id % 3 == 0:
        # stereo units at the colony (two microphones on a pole)
        return rng.standard_normal((2, 16000)).astype(np.float32)
    return rng.standard_normal(16000).astype(np.float32)
