import numpy as np

ORDER = 3


def make_split(seed, n=200):
    rng = np.random.default_rng(seed)
    u = rng.normal(size=n).astype(np.float32)
    y = np.zeros(n, dtype=np.float32)
    for k in range(ORDER, n):
        y[k] = 0.6 * y[k - 1] - 0.2 * y[k - 2] + 0.5 * u[k - 1] + 0.02 * rng.normal()
    idx = np.arange(ORDER, n)
    y_hist = np.stack([y[idx - j - 1] for j in range(ORDER)], -1)
    u_hist = np.stack([u[idx - j - 1] for j in range(ORDER)], -1)
    return y_hist, u_hist, y[idx]
