import numpy as np

SLOTS = 5
EMPTY = 0  # hero 0 is the "no pick yet" row


def read_drafts(rng, n):
    for _ in range(n):
        k = int(rng.integers(1, SLOTS + 1))
        picks = np.full(SLOTS, EMPTY, np.int32)
        picks[:k] = rng.choice(np.arange(1, 121), size=k, replace=False)
        yield picks
