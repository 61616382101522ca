import numpy as np


def make_holes(n_holes, seed):
    rng = np.random.default_rng(seed)
    holes = []
    for h in range(n_holes):
        n = int(rng.integers(30, 80))
        x = rng.normal(size=(n, 4)).astype(np.float32)
        y = (0.6 * x[:, 0] - 0.3 * x[:, 2] + 0.1 * rng.normal(size=n)).astype(np.float32)
        holes.append((f"DD{h:03d}", x, y))
    return holes


def training_pool(holes):
    x = np.concatenate([h[1] for h in holes])
    y = np.concatenate([h[2] for h in holes])
    n = len(x) // 50 * 50
    return x[:n], y[:n]
