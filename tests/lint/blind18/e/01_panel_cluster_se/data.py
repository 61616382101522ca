import numpy as np


def make_panel(n_clusters=6, seed=0):
    rng = np.random.default_rng(seed)
    sizes = rng.integers(8, 20, size=n_clusters)
    rows = []
    for c, m in enumerate(sizes):
        x = rng.normal(size=(m, 2))
        y = 1.0 + x @ np.array([0.5, -0.3]) + rng.normal(scale=0.5, size=m)
        rows.append((np.full(m, c), x, y))
    cid = np.concatenate([r[0] for r in rows])
    X = np.concatenate([r[1] for r in rows])
    y = np.concatenate([r[2] for r in rows])
    return cid, X, y


def cluster_resample(cid, X, y, rng):
    clusters = np.unique(cid)
    picked = rng.choice(clusters, size=clusters.size, replace=True)
    idx = np.concatenate([np.flatnonzero(cid == c) for c in picked])
    return X[idx].astype(np.float32), y[idx].astype(np.float32)
