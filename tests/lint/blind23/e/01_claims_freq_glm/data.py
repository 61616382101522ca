import numpy as np


def make_portfolio(n_policies=1000, n_features=6, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n_policies, n_features)).astype(np.float32)
    exposure = rng.uniform(0.2, 1.0, size=n_policies).astype(np.float32)
    beta = rng.normal(scale=0.3, size=n_features)
    lam = exposure * np.exp(-2.0 + X @ beta)
    counts = rng.poisson(lam).astype(np.float32)
    return X, exposure, counts


def iterate_batches(X, exposure, counts, batch_size, seed):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        b = idx[start:start + batch_size]
        yield X[b], exposure[b], counts[b]
