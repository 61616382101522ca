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


def batches(phi, target, batch_size, epoch=0):
    order = np.random.default_rng(epoch).permutation(len(phi))
    n_full = len(phi) // batch_size
    for b in range(n_full):
        idx = order[b * batch_size:(b + 1) * batch_size]
        yield phi[idx], target[idx]
