import numpy as np


def fermentation_curves(n, seed=0):
    rng = np.random.default_rng(seed)
    curves = []
    for _ in range(n):
        days = int(rng.integers(8, 25))
        rate = rng.uniform(0.15, 0.4)
        brix = 24 * np.exp(-rate * np.arange(days)) + rng.normal(0, 0.2, days)
        curves.append((brix.astype(np.float32), np.float32(rate)))
    return curves


def collate(items):
    L = max(len(c) for c, _ in items)
    x = np.zeros((len(items), L), np.float32)
    m = np.zeros((len(items), L), np.float32)
    for i, (c, _) in enumerate(items):
        x[i, :len(c)] = c
        m[i, :len(c)] = 1.0
    y = np.array([r for _, r in items], np.float32)
    return x, m, y


def batches(curves, bs):
    for s in range(0, len(curves), bs):
        yield collate(curves[s:s + bs])
