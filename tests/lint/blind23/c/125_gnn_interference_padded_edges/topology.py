import numpy as np
from gnn import N_LINKS

MAX_EDGES = N_LINKS * (N_LINKS - 1)


def snapshot(rng, radius=300.0):
    tx = rng.uniform(0, 1000, (N_LINKS, 2))
    rx = tx + rng.normal(0, 30, (N_LINKS, 2))
    d = np.linalg.norm(tx[:, None] - rx[None], axis=-1)
    gain = 1.0 / (1 + (d / 50) ** 3.5)
    direct = np.diag(gain)
    s, r = np.nonzero((d < radius) & ~np.eye(N_LINKS, dtype=bool))
    feats = np.stack([np.log10(direct), np.log10(gain.sum(0) - direct)], -1).astype(np.float32)
    # pad with self-loops on node 0 carrying a very weak gain
    n_pad = MAX_EDGES - len(s)
    s = np.concatenate([s, np.zeros(n_pad, int)]).astype(np.int32)
    r = np.concatenate([r, np.zeros(n_pad, int)]).astype(np.int32)
    g = np.concatenate([np.log10(gain[s[:len(s) - n_pad], r[:len(r) - n_pad]]), np.full(n_pad, -30.0)]).astype(np.float32)
    return feats, s, r, g
