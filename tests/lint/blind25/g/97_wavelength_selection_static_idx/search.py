import numpy as np

from pls import subset_rmsecv


def random_frog(x, y, n_bands=8, iters=6, seed=0):
    rng = np.random.default_rng(seed)
    current = tuple(sorted(rng.choice(x.shape[1], n_bands, replace=False).tolist()))
    best = float(subset_rmsecv(x, y, bands=current))
    for _ in range(iters):
        proposal = list(current)
        proposal[rng.integers(n_bands)] = int(rng.integers(x.shape[1]))
        proposal = tuple(sorted(set(proposal))) if len(set(proposal)) == n_bands else current
        score = float(subset_rmsecv(x, y, bands=proposal))
        if score < best:
            current, best = proposal, score
    return current, best
