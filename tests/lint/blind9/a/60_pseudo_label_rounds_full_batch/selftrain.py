import numpy as np


def confident_pseudo_labels(probs, threshold):
    conf = probs.max(axis=1)
    keep = conf >= threshold
    return np.flatnonzero(keep), probs.argmax(axis=1)[keep]


def grow_training_set(x_lab, y_lab, x_unl, probs, threshold):
    idx, pseudo = confident_pseudo_labels(probs, threshold)
    return np.concatenate([x_lab, x_unl[idx]]), np.concatenate([y_lab, pseudo])
