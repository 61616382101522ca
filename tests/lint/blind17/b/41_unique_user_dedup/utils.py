import numpy as np


def dedup_users(user_ids):
    uniq, inverse = np.unique(user_ids, return_inverse=True)
    return uniq.astype(np.int32), inverse.astype(np.int32)
