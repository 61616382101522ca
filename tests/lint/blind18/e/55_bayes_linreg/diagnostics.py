import numpy as np


def residual_scale(X, y, beta):
    resid = y - X @ np.asarray(beta)
    return np.sqrt(np.mean(resid ** 2))
