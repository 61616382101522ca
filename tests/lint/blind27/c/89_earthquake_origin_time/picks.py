import numpy as np


def event_picks(rng, n_events):
    for k in range(n_events):
        picks = {}
        if k % 3 != 1:
            picks["P"] = rng.uniform(2, 4, 8).astype(np.float32)
        picks["S"] = rng.uniform(4, 7, 8).astype(np.float32)
        if k % 3 == 1:
            picks["P"] = rng.uniform(2, 4, 8).astype(np.float32)
        yield picks
