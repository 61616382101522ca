import numpy as np

BRANCHES = [(0, 1, 10.0, 1.2), (0, 2, 8.0, 1.0), (1, 2, 12.0, 0.8), (1, 3, 9.0, 1.0),
            (2, 3, 7.0, 0.9), (3, 4, 11.0, 1.1), (2, 4, 6.0, 0.7)]
N_BUS = 5


def incidence_and_b(out=None):
    A = np.zeros((len(BRANCHES), N_BUS), dtype=np.float32)
    b = np.zeros(len(BRANCHES), dtype=np.float32)
    for k, (i, j, bij, _) in enumerate(BRANCHES):
        A[k, i], A[k, j] = 1.0, -1.0
        b[k] = 0.0 if k == out else bij
    return A, b


def ratings():
    return np.array([r for *_, r in BRANCHES], dtype=np.float32)
