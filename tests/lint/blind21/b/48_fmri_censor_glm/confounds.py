import numpy as np


def framewise_displacement(motion):
    d = np.abs(np.diff(motion, axis=0))
    d[:, 3:] *= 50.0
    return np.concatenate([[0.0], d.sum(axis=1)])


def censor_weights(motion, fd_thresh=0.5):
    keep = framewise_displacement(motion) < fd_thresh
    return keep.astype(np.float32), int((~keep).sum())
