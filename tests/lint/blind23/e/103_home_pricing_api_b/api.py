import numpy as np

from engine import home_premium

BLOCK = 128


def _price_in_blocks(x):
    n = len(x)
    n_blocks = -(-n // BLOCK)
    padded = np.zeros((n_blocks * BLOCK, x.shape[1]), np.float32)
    padded[:n] = x
    out = [np.asarray(home_premium(padded[i * BLOCK:(i + 1) * BLOCK], 310.0)) for i in range(n_blocks)]
    return np.concatenate(out)[:n]


def quote_one(request):
    x = np.atleast_2d(np.array(request["features"], dtype=np.float32))
    return float(_price_in_blocks(x)[0])


def reprice_renewals(feature_matrix):
    return _price_in_blocks(feature_matrix)
