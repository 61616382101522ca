import numpy as np


def fit_stump(X, residual):
    best = None
    for j in range(X.shape[1]):
        thr = np.median(X[:, j])
        left = X[:, j] <= thr
        lv, rv = residual[left].mean(), residual[~left].mean()
        err = ((residual - np.where(left, lv, rv)) ** 2).sum()
        if best is None or err < best[0]:
            best = (err, j, thr, lv, rv)
    _, j, thr, lv, rv = best
    return {"feature": np.int32(j), "threshold": np.float32(thr), "left": np.float32(lv), "right": np.float32(rv)}
