import numpy as np

from ridge import ridge_cv_error

ALPHAS = [0, 0.1, 1, 10, 100.0]


def kfold(n, k):
    idx = np.arange(n)
    for f in range(k):
        va = idx[f::k]
        tr = np.setdiff1d(idx, va)
        yield tr, va


def select_alpha(X, y, k=4):
    scores = {}
    for alpha in ALPHAS:
        errs = [float(ridge_cv_error(X[tr], y[tr], X[va], y[va], alpha)) for tr, va in kfold(len(X), k)]
        scores[alpha] = np.mean(errs)
    return min(scores, key=scores.get), scores
