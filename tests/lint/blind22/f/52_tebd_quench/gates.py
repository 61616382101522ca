import numpy as np
from scipy.linalg import expm

X = np.array([[0, 1], [1, 0]], dtype=np.complex64)
Z = np.array([[1, 0], [0, -1]], dtype=np.complex64)
I = np.eye(2, dtype=np.complex64)


def tfim_bond_gate(J, h, dt):
    H = -J * np.kron(Z, Z) - 0.5 * h * (np.kron(X, I) + np.kron(I, X))
    return expm(-1j * dt * H).reshape(2, 2, 2, 2).astype(np.complex64)


def product_state(n):
    A = np.zeros((1, 2, 1), dtype=np.complex64)
    A[0, 0, 0] = 1.0
    return [A.copy() for _ in range(n)]
