import numpy as np


def synth_log(n=250, seed=0):
    rng = np.random.default_rng(seed)
    u = rng.normal(size=n).astype(np.float32)
    y = np.zeros(n, dtype=np.float32)
    for k in range(2, n):
        y[k] = 1.5 * y[k - 1] - 0.7 * y[k - 2] + 0.5 * u[k - 1]
    return u, y


def regressors(u, y, na=2, nb=2):
    rows = []
    for k in range(max(na, nb), len(y)):
        rows.append(np.concatenate([y[k - na:k][::-1], u[k - nb:k][::-1]]))
    return np.stack(rows).astype(np.float32), y[max(na, nb):]


def batches(phi, target, batch_size):
    for start in range(0, len(phi), batch_size):
        yield phi[start:start + batch_size], target[start:start + batch_size]
