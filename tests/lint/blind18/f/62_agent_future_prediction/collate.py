import numpy as np

HIST_LEN = 20


def collate(histories, max_len=HIST_LEN):
    batch = np.zeros((len(histories), max_len, 2), np.float32)
    mask = np.zeros((len(histories), max_len), np.float32)
    for i, h in enumerate(histories):
        h = h[-max_len:]
        batch[i, max_len - len(h):] = h
        mask[i, max_len - len(h):] = 1.0
    return batch, mask
