import numpy as np


def simulate_panel(n_days, n_assets, seed=2):
    rng = np.random.default_rng(seed)
    mkt = rng.standard_normal(n_days) * 0.01
    beta = rng.uniform(0.5, 1.5, n_assets)
    rets = mkt[:, None] * beta + rng.standard_normal((n_days, n_assets)) * 0.01
    listed = np.ones((n_days, n_assets), dtype=bool)
    # staggered listings and a delisting
    listed[:30, 5] = False
    listed[:45, 6] = False
    listed[70:, 2] = False
    return rets.astype(np.float32), mkt.astype(np.float32), listed


def tradable(listed, t, lookback):
    """Assets listed over the whole lookback window ending at t."""
    return np.where(listed[t - lookback:t].all(axis=0))[0]
