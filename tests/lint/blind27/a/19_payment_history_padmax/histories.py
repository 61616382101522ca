import numpy as np


def claim_histories(rng, n_claims):
    out = []
    for _ in range(n_claims):
        n_pay = int(rng.integers(2, 30))
        pays = rng.gamma(1.5, 800.0, n_pay).astype(np.float32)
        out.append(pays)
    return out


def collate(batch):
    longest = max(len(p) for p in batch)
    x = np.zeros((len(batch), longest), np.float32)
    m = np.zeros((len(batch), longest), np.float32)
    for i, p in enumerate(batch):
        x[i, :len(p)] = p
        m[i, :len(p)] = 1.0
    return x, m
