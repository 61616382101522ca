import numpy as np


def make_sessions(rng, n_sessions):
    """Per-session order-book event sequences (price change, signed size) of varying length."""
    out = []
    for _ in range(n_sessions):
        n = int(rng.integers(20, 120))
        out.append(np.stack([rng.standard_normal(n), rng.standard_normal(n)], 1).astype(np.float32))
    return out


def pad_batch(seqs):
    max_len = max(s.shape[0] for s in seqs)
    x = np.zeros((len(seqs), max_len, 2), dtype=np.float32)
    mask = np.zeros((len(seqs), max_len), dtype=np.float32)
    for i, s in enumerate(seqs):
        x[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return x, mask
