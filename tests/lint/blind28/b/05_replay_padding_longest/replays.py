import numpy as np


def make_replays(n=48, n_feats=8, seed=5):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(30, 90, size=n)
    replays = [rng.normal(size=(int(L), n_feats)).astype(np.float32) for L in lengths]
    winners = rng.integers(0, 2, size=n).astype(np.float32)
    return replays, winners


def collate(replays):
    max_len = max(r.shape[0] for r in replays)
    out = np.zeros((len(replays), max_len, replays[0].shape[1]), np.float32)
    mask = np.zeros((len(replays), max_len), np.float32)
    for i, r in enumerate(replays):
        out[i, :r.shape[0]] = r
        mask[i, :r.shape[0]] = 1.0
    return out, mask
