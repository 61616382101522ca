import numpy as np

VARIETIES = ("Cabernet", "Merlot", "Syrah", "Grenache", "Malbec")
INDEX = {v: i for i, v in enumerate(VARIETIES)}


def encode_batch(varieties, numeric):
    onehot = np.zeros((len(varieties), len(VARIETIES)), np.float32)
    onehot[np.arange(len(varieties)), [INDEX[v] for v in varieties]] = 1.0
    return np.concatenate([numeric, onehot], axis=1)
