import numpy as np

BUCKETS = (8, 16, 32)


def bucket_length(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"clip of {n} frames exceeds the largest bucket")


def pad_batch(clips):
    """Pads a list of (T_i, D) clips to the smallest bucket that fits the longest clip."""
    max_len = bucket_length(max(len(c) for c in clips))
    out = np.zeros((len(clips), max_len, clips[0].shape[1]), np.float32)
    mask = np.zeros((len(clips), max_len), np.float32)
    for i, c in enumerate(clips):
        out[i, :len(c)] = c
        mask[i, :len(c)] = 1.0
    return out, mask
