import numpy as np

def calibrate_threshold(scores, labels):
    cands = np.quantile(scores, np.linspace(0.1, 0.9, 17))
    best = max(cands, key=lambda t: np.mean((scores > t) == labels))
    return best
