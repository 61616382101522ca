import numpy as np


def pad_to_multiple(x, multiple=8):
    n = x.shape[0]
    target = -(-n // multiple) * multiple
    out = np.zeros((target,) + x.shape[1:], x.dtype)
    out[:n] = x
    mask = np.zeros(target, np.float32)
    mask[:n] = 1.0
    return out, mask
