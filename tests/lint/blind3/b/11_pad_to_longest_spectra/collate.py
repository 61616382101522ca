import numpy as np


def pad_batch(sequences, pad_value=0.0):
    """Stack variable-length 1-D sequences into (batch, max_len) plus a mask."""
    max_len = max(len(s) for s in sequences)
    out = np.full((len(sequences), max_len), pad_value, dtype=np.float32)
    mask = np.zeros((len(sequences), max_len), dtype=bool)
    for i, s in enumerate(sequences):
        out[i, :len(s)] = s
        mask[i, :len(s)] = True
    return out, mask


def batched(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]
