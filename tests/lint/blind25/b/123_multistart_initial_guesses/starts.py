import numpy as np

LITERATURE_STARTS = [[10.0, 1.0, 5.0, 0.1], [15.0, 2.0, 3.0, 0.08]]


def candidate_starts(rng, n_random=4):
    for s in LITERATURE_STARTS:
        yield s
    for _ in range(n_random):
        yield rng.uniform([5, 0.5, 1, 0.05], [20, 3, 8, 0.3]).astype(np.float32)
