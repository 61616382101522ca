import numpy as np


def rls_update(theta, P, phi, y, lam=0.98):
    Pphi = P @ phi
    k = Pphi / (lam + phi @ Pphi)
    theta = theta + k * (y - phi @ theta)
    P = (P - np.outer(k, Pphi)) / lam
    return theta, P


def model_matrices(theta, dt=0.1):
    a, b = theta
    A = np.array([[1.0, dt], [0.0, a]])
    B = np.array([[0.0], [b]])
    return A, B
