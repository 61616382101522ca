import numpy as np


def dedup_users(user_ids):
    uniq, inverse = np.unique(user_ids, return_inverse=True)
    padded = np.zeros(len(user_ids), np.int32)
    padded[:len(uniq)] = uniq
    return padded, inverse.astype(np.int32)
