import numpy as np


def tight_binding_ring(n, potential):
    x = np.arange(n)
    H = np.diag(potential(x))
    H -= np.eye(n, k=1) + np.eye(n, k=-1)
    H[0, -1] = H[-1, 0] = -1.0
    return H


def aubry_andre(lam, beta=(np.sqrt(5) - 1) / 2):
    return lambda x: lam * np.cos(2 * np.pi * beta * x)
