import numpy as np


def load_lactations(seed=92):
    rng = np.random.default_rng(seed)
    parities = np.array([1, 2, 3, 2, 1, 4], dtype=np.int64)
    out = []
    for i, p in enumerate(parities):
        dim = np.arange(1, 306, dtype=np.float32)
        milk = (20 + 3 * p) * dim ** 0.2 * np.exp(-0.004 * dim) + rng.normal(0, 1, 305)
        # parity is re-keyed from the herd book for cows bought in
        out.append((p if i % 2 == 0 else int(p), milk.astype(np.float32)))
    return out
