import numpy as np


def heisenberg_chain(n):
    dim = 2 ** n
    H = np.zeros((dim, dim), dtype=np.float32)
    for s in range(dim):
        for i in range(n):
            j = (i + 1) % n
            bi, bj = (s >> i) & 1, (s >> j) & 1
            if bi == bj:
                H[s, s] += 0.25
            else:
                H[s, s] -= 0.25
                H[s ^ (1 << i) ^ (1 << j), s] += 0.5
    return H
