import numpy as np

CLASSES = ["RRab", "RRc", "delta Scuti", "EW"]


def ogle_table(rng, n=240):
    cls = rng.integers(0, 4, n)
    return _features(rng, cls), cls


def asas_sn_table(rng, n=240):
    names = rng.choice(CLASSES, n)
    cls = np.array([CLASSES.index(c) for c in names], dtype=np.int32)
    return _features(rng, cls), cls


def _features(rng, cls):
    logp = np.array([-0.25, -0.5, -1.2, -0.45])[cls] + rng.normal(0, 0.08, len(cls))
    amp = np.array([0.9, 0.4, 0.1, 0.5])[cls] + rng.normal(0, 0.1, len(cls))
    return np.stack([logp, amp], 1).astype(np.float32)
