import numpy as np

NAMES = ("ret_1", "mom_5", "mom_20")
LAGS = {"ret_1": 1, "mom_5": 5, "mom_20": 20}


def compute_features(prices, t):
    """All features every day; a lookback not yet available is reported as zeros."""
    feats = {}
    for name in NAMES:
        lag = LAGS[name]
        if t >= lag:
            feats[name] = prices[t] / prices[t - lag] - 1.0
        else:
            feats[name] = np.zeros(prices.shape[1])
    return {k: v.astype(np.float32) for k, v in feats.items()}
