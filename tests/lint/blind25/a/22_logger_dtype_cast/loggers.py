import numpy as np


def read_decagon(rng, n):
    return rng.integers(0, 4096, size=(n, 3), dtype=np.int16)


def read_sentek(rng, n):
    return rng.uniform(0, 4096, size=(n, 3)).astype(np.float64)


def read_all(seed=0, n=40):
    rng = np.random.default_rng(seed)
    out = []
    for i in range(6):
        raw = read_decagon(rng, n) if i % 2 == 0 else read_sentek(rng, n)
        out.append(np.asarray(raw, dtype=np.float32))
    return out
