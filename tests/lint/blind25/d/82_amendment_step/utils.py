import numpy as np

def pad_to(batch_x, batch_y, size):
    n = len(batch_x)
    w = np.zeros(size, np.float32)
    w[:n] = 1.0
    if n == size:
        return batch_x, batch_y, w
    px = np.zeros((size,) + batch_x.shape[1:], batch_x.dtype)
    py = np.zeros((size,), batch_y.dtype)
    px[:n], py[:n] = batch_x, batch_y
    return px, py, w
