import numpy as np
from collections import defaultdict

K_PER_SPEAKER = 16


def load_manifest(seed=96, n=120, n_spk=6, dim=20):
    rng = np.random.default_rng(seed)
    spk = rng.integers(0, n_spk, n)
    x = (rng.normal(size=(n_spk, dim))[spk] + rng.normal(size=(n, dim))).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32)
    return x, y, spk


def by_speaker(x, y, spk, seed=0):
    rng = np.random.default_rng(seed)
    groups = defaultdict(list)
    for i, s in enumerate(spk):
        groups[int(s)].append(i)
    for s in sorted(groups):
        idx = rng.choice(groups[s], size=K_PER_SPEAKER, replace=True)
        yield s, x[idx], y[idx]
