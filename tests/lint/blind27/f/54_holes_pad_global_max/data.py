import numpy as np


def load_holes(n_holes=24, seed=9):
    rng = np.random.default_rng(seed)
    holes = []
    for _ in range(n_holes):
        n = int(rng.integers(20, 90))
        logs = rng.normal(size=(n, 3)).astype(np.float32)
        ore = (logs[:, 0] + 0.5 * logs[:, 1] > 0.8).astype(np.float32)
        holes.append((logs, ore))
    return holes


def pad_all(holes):
    longest = max(len(l) for l, _ in holes)
    x = np.zeros((len(holes), longest, 3), np.float32)
    y = np.zeros((len(holes), longest), np.float32)
    m = np.zeros((len(holes), longest), np.float32)
    for i, (l, o) in enumerate(holes):
        x[i, :len(l)] = l
        y[i, :len(l)] = o
        m[i, :len(l)] = 1.0
    return x, y, m


def batches(x, y, m, bs):
    for i in range(0, len(x), bs):
        yield x[i:i + bs], y[i:i + bs], m[i:i + bs]
