import numpy as np


def padded_batches(x, batch_size):
    n = len(x)
    for i in range(0, n, batch_size):
        chunk = x[i:i + batch_size]
        k = len(chunk)
        if k < batch_size:
            chunk = np.concatenate([chunk, np.repeat(chunk[-1:], batch_size - k, axis=0)])
        yield chunk, k
