import numpy as np


def compute_features(prices, t):
    """Features available at day t; longer lookbacks only once enough history exists."""
    feats = {"ret_1": prices[t] / prices[t - 1] - 1.0}
    if t >= 5:
        feats["mom_5"] = prices[t] / prices[t - 5] - 1.0
    if t >= 20:
        feats["mom_20"] = prices[t] / prices[t - 20] - 1.0
    return {k: v.astype(np.float32) for k, v in feats.items()}
