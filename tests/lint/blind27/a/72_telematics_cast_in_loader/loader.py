import numpy as np


def load_week(rng, week):
    raw = rng.normal(size=(256, 6))
    stored = raw.astype(np.float16) if week < 3 else raw.astype(np.float32)
    flags = rng.uniform(size=256) < 0.06
    return np.asarray(stored, dtype=np.float32), flags.astype(np.float32)
