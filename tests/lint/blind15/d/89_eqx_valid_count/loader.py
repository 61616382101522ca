import numpy as np

MAX_ROWS = 32


def padded_batches(n_batches=5, dim=6, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        n = int(rng.integers(10, MAX_ROWS + 1))
        x = np.zeros((MAX_ROWS, dim), np.float32)
        y = np.zeros((MAX_ROWS,), np.float32)
        x[:n] = rng.normal(size=(n, dim))
        y[:n] = x[:n].sum(1)
        yield {"x": x, "y": y, "n_valid": n}
