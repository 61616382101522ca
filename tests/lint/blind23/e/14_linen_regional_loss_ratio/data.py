import numpy as np

REGIONS = ["NE", "NW", "SE", "SW", "MID"]


def synth(seed=0, n=1536, d=8):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    region = rng.integers(0, len(REGIONS), n)
    y = rng.poisson(np.exp(-1.5 + 0.3 * X[:, 0] - 0.2 * X[:, 1])).astype(np.float32)
    premium = np.exp(-1.4 + 0.25 * X[:, 0]).astype(np.float32)
    return X, y, region, premium


def by_region(X, region, premium):
    for r, name in enumerate(REGIONS):
        m = region == r
        yield name, X[m], premium[m]
