import numpy as np
from g2p import MAX_LEN


def load_lexicon(seed=24, n=30):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        k = int(rng.integers(3, 9))
        g = rng.integers(1, 28, k)
        out.append((g, (g * 7) % 34))
    return out


def to_array(entries):
    g = np.zeros((len(entries), MAX_LEN), np.int32)
    p = np.zeros((len(entries), MAX_LEN), np.int32)
    for i, (gi, pi) in enumerate(entries):
        g[i, :len(gi)] = gi
        p[i, :len(pi)] = pi
    return g, p
