import numpy as np


def pad_groups(groups):
    width = max(len(g) for g in groups)
    Y = np.zeros((len(groups), width), dtype=np.float32)
    M = np.zeros((len(groups), width), dtype=np.float32)
    for i, g in enumerate(groups):
        Y[i, :len(g)] = g
        M[i, :len(g)] = 1.0
    return Y, M


def group_batches(groups, batch_groups):
    for start in range(0, len(groups), batch_groups):
        yield pad_groups(groups[start:start + batch_groups])
