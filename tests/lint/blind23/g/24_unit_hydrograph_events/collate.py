import numpy as np


def collate(events):
    width = max(len(e) for e in events)
    x = np.zeros((len(events), width), np.float32)
    m = np.zeros((len(events), width), np.float32)
    for i, e in enumerate(events):
        x[i, :len(e)] = e
        m[i, :len(e)] = 1.0
    return x, m
