import numpy as np

MAX_LEN = 96


def pad_session(ys, max_len=MAX_LEN):
    out = np.zeros((max_len,) + ys.shape[1:], dtype=ys.dtype)
    mask = np.zeros((max_len,), dtype=bool)
    out[: len(ys)] = ys
    mask[: len(ys)] = True
    return out, mask
