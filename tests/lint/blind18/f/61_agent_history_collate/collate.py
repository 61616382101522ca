import numpy as np


def collate(histories):
    max_len = max(len(h) for h in histories)
    batch = np.zeros((len(histories), max_len, 2), np.float32)
    mask = np.zeros((len(histories), max_len), np.float32)
    for i, h in enumerate(histories):
        batch[i, max_len - len(h):] = h
        mask[i, max_len - len(h):] = 1.0
    return batch, mask
