import numpy as np

MAX_ITEMS = 8


def to_padded(item_vectors):
    n = min(len(item_vectors), MAX_ITEMS)
    items = np.zeros((MAX_ITEMS, item_vectors.shape[1]), np.float32)
    mask = np.zeros(MAX_ITEMS, np.float32)
    items[:n] = item_vectors[:n]
    mask[:n] = 1.0
    return items, mask
