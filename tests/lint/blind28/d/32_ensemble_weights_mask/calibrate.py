import numpy as np


def reweight(weights, simulated_final, observed, sigma):
    like = np.exp(-0.5 * ((simulated_final - observed) / sigma) ** 2)
    w = weights * like
    w[w < 1e-3 * w.max()] = 0.0
    return w.astype(np.float32)
