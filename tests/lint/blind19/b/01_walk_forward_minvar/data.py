import numpy as np


def synthetic_returns(n_days, n_assets, seed=0):
    rng = np.random.default_rng(seed)
    vols = rng.uniform(0.01, 0.03, size=n_assets)
    return (rng.standard_normal((n_days, n_assets)) * vols).astype(np.float32)


def walk_forward(returns, start, step):
    """Yield (train_window, next_period) pairs, using all history up to t."""
    for t in range(start, returns.shape[0] - step, step):
        train = returns[:t]
        test = returns[t:t + step]
        yield t, train, test
