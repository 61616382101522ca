import numpy as np


def nightly_walkins(rng, night):
    counts = [int(c) for c in rng.poisson(4, 24)]
    if night % 5 == 3:
        # front desk reported partial-hour corrections
        counts = [c * 0.5 if h < 6 else c for h, c in enumerate(counts)]
    return np.array(counts)
