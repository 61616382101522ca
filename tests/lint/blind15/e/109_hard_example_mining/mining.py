import numpy as np


def select_hard(x, y, per_example_loss, min_loss=0.5):
    losses = np.asarray(per_example_loss)
    keep = losses > min_loss
    if not keep.any():
        return x, y
    return x[keep], y[keep]
