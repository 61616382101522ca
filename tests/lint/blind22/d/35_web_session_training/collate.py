import numpy as np


def pad_batch(sessions):
    longest = max(len(s) for s in sessions)
    toks = np.zeros((len(sessions), longest), dtype=np.int32)
    mask = np.zeros((len(sessions), longest), dtype=np.float32)
    for i, s in enumerate(sessions):
        toks[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return toks, mask
