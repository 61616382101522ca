import numpy as np


def archived_weeks(rng, n_weeks):
    for w in range(n_weeks):
        yield f"archive-{w}", rng.integers(0, 12, size=(25, 7)).astype(np.int16)


def live_weeks(rng, n_weeks):
    for w in range(n_weeks):
        yield f"live-{w}", rng.integers(0, 12, size=(25, 7)).astype(np.int32)
