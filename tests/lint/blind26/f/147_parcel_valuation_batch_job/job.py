import numpy as np

def equal_chunks(arrays, n_chunks):
    n = len(arrays[0])
    size = -(-n // n_chunks)
    out = []
    for a in arrays:
        p = np.zeros(size * n_chunks, a.dtype)
        p[:n] = a
        out.append(p.reshape(n_chunks, size))
    return out
