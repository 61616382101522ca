import numpy as np

BRANCHES = [(0, 1, 6.0), (1, 2, 9.0), (0, 3, 5.0), (2, 3, 7.0), (3, 4, 10.0), (2, 5, 4.0), (4, 5, 8.0)]
N = 6


def build_H():
    H = []
    for i, j, b in BRANCHES:
        row = np.zeros(N); row[i] = b; row[j] = -b
        H.append(row)
    for k in range(N):
        row = np.zeros(N)
        for i, j, b in BRANCHES:
            if k in (i, j):
                o = j if k == i else i
                row[k] += b; row[o] -= b
        H.append(row)
    return np.asarray(H, dtype=np.float32)[:, 1:]
