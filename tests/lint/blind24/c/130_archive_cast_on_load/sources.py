import numpy as np

HOURS_DTYPE = np.int32


def load_week(raw):
    return np.asarray(raw).astype(HOURS_DTYPE, copy=False)


def archived_weeks(rng, n):
    for w in range(n):
        yield f"archive-{w}", load_week(rng.integers(0, 12, size=(25, 7)).astype(np.int16))


def live_weeks(rng, n):
    for w in range(n):
        yield f"live-{w}", load_week(rng.integers(0, 12, size=(25, 7)))
