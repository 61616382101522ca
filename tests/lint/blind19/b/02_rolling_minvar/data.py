import numpy as np


def synthetic_returns(n_days, n_assets, seed=1):
    rng = np.random.default_rng(seed)
    vols = rng.uniform(0.01, 0.03, size=n_assets)
    return (rng.standard_normal((n_days, n_assets)) * vols).astype(np.float32)


def rolling_windows(returns, lookback, step):
    """Yield (train_window, next_period) pairs over a lookback of `lookback` rows."""
    for t in range(lookback, returns.shape[0] - step, step):
        train = returns[t - lookback:t]
        test = returns[t:t + step]
        yield t, train, test
