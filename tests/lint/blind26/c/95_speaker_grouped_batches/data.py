import numpy as np
from collections import defaultdict


def load_manifest(seed=95, n=120, n_spk=6, dim=20):
    rng = np.random.default_rng(seed)
    spk = rng.integers(0, n_spk, n)
    x = (rng.normal(size=(n_spk, dim))[spk] + rng.normal(size=(n, dim))).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32)
    return x, y, spk


def by_speaker(x, y, spk):
    groups = defaultdict(list)
    for i, s in enumerate(spk):
        groups[int(s)].append(i)
    for s in sorted(groups):
        idx = np.array(groups[s])
        yield s, x[idx], y[idx]
