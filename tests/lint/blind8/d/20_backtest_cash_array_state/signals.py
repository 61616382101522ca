import numpy as np


def momentum_weights(price_hist, lookback=5):
    ret = price_hist[-1] / price_hist[-lookback] - 1.0
    score = np.maximum(ret, 0.0) + 1e-6
    return (score / score.sum()).astype(np.float32)


def price_paths(n_days, n_assets, seed=11):
    rng = np.random.default_rng(seed)
    rets = rng.normal(0.0003, 0.01, size=(n_days, n_assets))
    return (100.0 * np.exp(np.cumsum(rets, axis=0))).astype(np.float32)
