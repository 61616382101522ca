import numpy as np

LIST_LEN = 10
FEATS = 6


def training_lists(rng, n_lists):
    for _ in range(n_lists):
        n = int(rng.integers(3, LIST_LEN + 1))
        feats = rng.normal(size=(LIST_LEN, FEATS)).astype(np.float32)
        mask = np.arange(LIST_LEN) < n
        label = int(rng.integers(0, n))
        yield feats, mask, label
