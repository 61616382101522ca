import numpy as np


def labels_for(museum, rng, n=40):
    true = rng.integers(0, 4, size=n)
    pred = np.where(rng.uniform(size=n) < 0.75, true, rng.integers(0, 4, size=n))
    if museum == "regional":
        return true.astype(np.int32), pred.astype(np.int32)
    return true, pred
