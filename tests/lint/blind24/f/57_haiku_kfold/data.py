import numpy as np


def weld_toe_dataset(n=250, seed=0):
    """Weld toe geometry (angle, radius, undercut, misalignment, thickness) -> stress concentration factor."""
    rng = np.random.default_rng(seed)
    theta = rng.uniform(20, 60, n)
    rho = rng.uniform(0.2, 3.0, n)
    und = rng.uniform(0, 0.5, n)
    e = rng.uniform(0, 2.0, n)
    t = rng.uniform(8, 40, n)
    kt = 1 + 0.35 * np.tanh(theta / 30) * (t / rho) ** 0.3 + 0.6 * und + 0.15 * e / t * 6
    x = np.stack([theta / 60, rho / 3, und / 0.5, e / 2, t / 40], 1).astype(np.float32)
    return x, (kt + rng.normal(0, 0.03, n)).astype(np.float32)


def kfold(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    folds = np.array_split(idx, k)
    for i in range(k):
        val = folds[i]
        train = np.concatenate([folds[j] for j in range(k) if j != i])
        yield train, val
