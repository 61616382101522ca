import numpy as np


def basket_pairs(rng, n_items, n_pairs, n_neg):
    anchors = rng.integers(0, n_items, n_pairs)
    positives = (anchors + rng.integers(1, 4, n_pairs)) % n_items
    negatives = rng.integers(0, n_items, (n_pairs, n_neg))
    return anchors.astype(np.int32), positives.astype(np.int32), negatives.astype(np.int32)
