from collections import defaultdict

import numpy as np


def candling_log(seed=0, n=150):
    rng = np.random.default_rng(seed)
    days = rng.integers(0, 5, size=n)
    # air-cell height, shell thickness, albumen height, yolk colour, mass
    feats = rng.normal(size=(n, 5)).astype(np.float32)
    return days, feats


def by_day(days, feats):
    groups = defaultdict(list)
    for d, f in zip(days, feats):
        groups[int(d)].append(f)
    for d in sorted(groups):
        yield d, np.stack(groups[d])
