import numpy as np

BATCH = 16


def to_batch(rows, n_features):
    x = np.asarray(rows, dtype=np.float32)
    if x.shape[0] < BATCH:
        filler = np.zeros((BATCH - x.shape[0], n_features))
        x = np.concatenate([x, filler])
    return x
