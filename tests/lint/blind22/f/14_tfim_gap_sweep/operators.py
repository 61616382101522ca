import numpy as np

X = np.array([[0.0, 1.0], [1.0, 0.0]], dtype=np.float32)
Z = np.array([[1.0, 0.0], [0.0, -1.0]], dtype=np.float32)
I2 = np.eye(2, dtype=np.float32)


def site_op(op, site, n):
    out = np.array([[1.0]], dtype=np.float32)
    for q in range(n):
        out = np.kron(out, op if q == site else I2)
    return out


def tfim_parts(n):
    zz = sum(site_op(Z, q, n) @ site_op(Z, (q + 1) % n, n) for q in range(n))
    x = sum(site_op(X, q, n) for q in range(n))
    return -zz, -x
