import numpy as np


def cluster_resample(rng, cluster_ids, y, treat):
    clusters = np.unique(cluster_ids)
    drawn = rng.choice(clusters, size=len(clusters), replace=True)
    rows = np.concatenate([np.flatnonzero(cluster_ids == c) for c in drawn])
    _, relabel = np.unique(cluster_ids[rows], return_inverse=True)
    return relabel.astype(np.int32), y[rows], treat[rows]


def pad_rows(arr, size):
    out = np.zeros(size, dtype=arr.dtype)
    n = min(size, len(arr))
    out[:n] = arr[:n]
    return out
