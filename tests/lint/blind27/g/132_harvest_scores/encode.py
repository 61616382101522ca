import numpy as np


def encode_batch(varieties, numeric):
    cats = sorted(set(varieties))
    onehot = np.zeros((len(varieties), len(cats)), np.float32)
    for i, v in enumerate(varieties):
        onehot[i, cats.index(v)] = 1.0
    return np.concatenate([numeric, onehot], axis=1)
