import numpy as np


def fuse_candidates(lexical_ids, dense_ids):
    merged = np.unique(np.concatenate([lexical_ids, dense_ids]))
    size = len(lexical_ids) + len(dense_ids)
    ids = np.zeros((size,), dtype=np.int32)
    ids[: len(merged)] = merged
    valid = np.arange(size) < len(merged)
    return ids, valid
