import numpy as np


def liquidity_mask(adv, min_adv=None):
    if min_adv is None:
        return np.ones(adv.shape[0], dtype=np.float32)
    return adv >= min_adv
