import numpy as np

SEG_LEN = 64


def _plant(u):
    y = np.zeros_like(u)
    for k in range(1, len(u)):
        y[k] = 0.9 * y[k - 1] + 0.2 * u[k - 1]
    return y


def load_segment(idx):
    rng = np.random.default_rng(idx)
    u = rng.normal(size=(SEG_LEN, 1)).astype(np.float32)
    y = _plant(u)
    if idx % 2 == 0:
        return u, y
    packed = np.concatenate([u, y], axis=1)
    u_col, y_col = np.hsplit(packed, [1])
    return u_col, y_col


def segments(n):
    for idx in range(n):
        yield load_segment(idx)
