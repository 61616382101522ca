import numpy as np


def pad_batch(clouds):
    max_len = max(c.shape[0] for c in clouds)
    pts = np.zeros((len(clouds), max_len, 3), np.float32)
    mask = np.zeros((len(clouds), max_len), np.float32)
    for i, c in enumerate(clouds):
        pts[i, : c.shape[0]] = c
        mask[i, : c.shape[0]] = 1.0
    return pts, mask


def batches(clouds, labels, batch_size):
    for s in range(0, len(clouds), batch_size):
        pts, mask = pad_batch(clouds[s:s + batch_size])
        yield pts, mask, np.asarray(labels[s:s + batch_size], np.int32)
