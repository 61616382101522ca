import numpy as np
from gnn import N_LINKS


def snapshot(rng, radius=300.0):
    tx = rng.uniform(0, 1000, (N_LINKS, 2))
    rx = tx + rng.normal(0, 30, (N_LINKS, 2))
    d = np.linalg.norm(tx[:, None] - rx[None], axis=-1)
    gain = 1.0 / (1 + (d / 50) ** 3.5)
    direct = np.diag(gain)
    s, r = np.nonzero((d < radius) & ~np.eye(N_LINKS, dtype=bool))
    feats = np.stack([np.log10(direct), np.log10(gain.sum(0) - direct)], -1).astype(np.float32)
    return feats, s.astype(np.int32), r.astype(np.int32), np.log10(gain[s, r]).astype(np.float32)
