import numpy as np

from kernels import rectilinearity


def sliding_covariance(zne, win=100, hop=50):
    n = zne.shape[1]
    starts = range(0, n - win + 1, hop)
    return np.stack([np.cov(zne[:, s:s + win]) for s in starts]).astype(np.float32)


def analyse(zne):
    return rectilinearity(sliding_covariance(zne))
