import numpy as np


def load_pair(seed):
    rng = np.random.default_rng(seed)
    od = rng.normal(95, 10, size=(12,)).astype(np.float32)  # clock-hour RNFL, right eye
    os_ = od + rng.normal(0, 4, size=(12,)).astype(np.float32)
    return od, os_


def screening_visits():
    for s in range(3):
        yield load_pair(s)


def referral_visit():
    od, os_ = load_pair(99)
    return [od, os_[::-1].copy()]
