import numpy as np


def framewise_displacement(motion):
    d = np.abs(np.diff(motion, axis=0))
    d[:, 3:] *= 50.0
    return np.concatenate([[0.0], d.sum(axis=1)])


def scrub(Y, X, motion, fd_thresh=0.5):
    keep = framewise_displacement(motion) < fd_thresh
    return Y[keep], X[keep], int((~keep).sum())
