import numpy as np


def youden_threshold(scores, labels):
    best_t, best_j = 0.5, -1.0
    for t in np.unique(np.round(scores, 2)):
        pred = scores >= t
        sens = (pred & (labels == 1)).sum() / max((labels == 1).sum(), 1)
        spec = (~pred & (labels == 0)).sum() / max((labels == 0).sum(), 1)
        if sens + spec - 1 > best_j:
            best_t, best_j = float(t), sens + spec - 1
    return best_t
