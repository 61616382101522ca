import numpy as np

def fake_listings(n, rng):
    lengths = rng.integers(5, 40, n)
    return [rng.integers(1, 500, L).astype(np.int32) for L in lengths]

def collate(seqs):
    L = max(len(s) for s in seqs)
    out = np.zeros((len(seqs), L), np.int32)
    for i, s in enumerate(seqs):
        out[i, :len(s)] = s
    return out
