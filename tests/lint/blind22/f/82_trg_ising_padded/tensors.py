import numpy as np


def ising_tensor(beta, chi):
    c, s = np.sqrt(np.cosh(beta)), np.sqrt(np.sinh(beta))
    W = np.array([[c, s], [c, -s]], dtype=np.float32)
    T = np.einsum("su,sl,sd,sr->uldr", W, W, W, W)
    padded = np.zeros((chi, chi, chi, chi), dtype=np.float32)
    padded[:2, :2, :2, :2] = T
    return padded
