import numpy as np


def pad_batch(clips):
    """Pads a list of (T_i, D) clips to the longest clip in the batch."""
    max_len = max(len(c) for c in clips)
    out = np.zeros((len(clips), max_len, clips[0].shape[1]), np.float32)
    mask = np.zeros((len(clips), max_len), np.float32)
    for i, c in enumerate(clips):
        out[i, :len(c)] = c
        mask[i, :len(c)] = 1.0
    return out, mask
