import numpy as np


def eval_chunks(arrays, batch_size):
    n = len(arrays[0])
    for start in range(0, n, batch_size):
        chunk = [a[start:start + batch_size] for a in arrays]
        valid = len(chunk[0])
        if valid < batch_size:
            chunk = [np.concatenate([c, np.repeat(c[-1:], batch_size - valid, axis=0)]) for c in chunk]
        yield chunk, valid
