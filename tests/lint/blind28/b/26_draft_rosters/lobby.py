import numpy as np


def draft_from_queue(rng):
    blue = [rng.normal(size=8).astype(np.float32) for _ in range(5)]
    red = [rng.normal(size=8).astype(np.float32) for _ in range(5)]
    return blue, red


def draft_from_replay(rng):
    blue, red = draft_from_queue(rng)
    # replay files store rosters as immutable tuples
    return tuple(blue), tuple(red)
