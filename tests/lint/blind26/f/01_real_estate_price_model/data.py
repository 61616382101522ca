import numpy as np

def make_listings(n=500, seed=0):
    rng = np.random.default_rng(seed)
    sqft = rng.uniform(400, 4000, n)
    beds = rng.integers(1, 6, n)
    age = rng.uniform(0, 80, n)
    dist = rng.uniform(0.5, 30, n)
    X = np.stack([sqft / 1000, beds, age / 10, dist / 10], axis=1).astype(np.float32)
    logp = 11.5 + 0.45 * X[:, 0] + 0.05 * X[:, 1] - 0.03 * X[:, 2] - 0.08 * X[:, 3]
    y = (logp + rng.normal(0, 0.1, n)).astype(np.float32)
    return X, y

def iterate_batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        b = idx[start:start + batch_size]
        yield X[b], y[b]
