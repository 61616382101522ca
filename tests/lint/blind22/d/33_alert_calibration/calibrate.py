import numpy as np


def fit_temperature(logits, labels, grid=(0.5, 1.0, 1.5, 2.0, 3.0)):
    best, best_nll = 1.0, np.inf
    for t in grid:
        p = 1.0 / (1.0 + np.exp(-logits / t))
        nll = -np.mean(labels * np.log(p + 1e-7) + (1 - labels) * np.log(1 - p + 1e-7))
        if nll < best_nll:
            best, best_nll = t, nll
    return best


def score_quantile(scores, q=0.95):
    return np.quantile(scores, q)
