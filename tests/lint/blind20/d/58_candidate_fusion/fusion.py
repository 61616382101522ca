import numpy as np


def fuse_candidates(lexical_ids, dense_ids):
    return np.unique(np.concatenate([lexical_ids, dense_ids]))
