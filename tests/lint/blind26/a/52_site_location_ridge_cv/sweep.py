import numpy as np

from model import fit_ridge


def cross_validate(X, y, alphas, k=4):
    n = len(X) // k
    scores = {}
    for a in alphas:
        errs = []
        for f in range(k):
            va = slice(f * n, (f + 1) * n)
            tr = np.r_[0:f * n, (f + 1) * n:len(X)]
            w = fit_ridge(X[tr], y[tr], alpha=a)
            errs.append(float(np.mean((X[va] @ np.asarray(w) - y[va]) ** 2)))
        scores[a] = np.mean(errs)
    return scores
