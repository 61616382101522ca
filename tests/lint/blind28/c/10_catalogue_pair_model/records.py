import numpy as np


def encode_text(rng, n, dim=16):
    return rng.normal(size=(n, dim)).astype(np.float32)


def record_batches(seed=4, n_batches=6, batch=10):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        feats = {"title": encode_text(rng, batch), "author": encode_text(rng, batch)}
        if b % 2 == 0:
            year = rng.integers(1500, 1900, size=(batch, 1)).astype(np.float32)
            has_year = np.ones((batch, 1), np.float32)
        else:
            year = np.zeros((batch, 1), np.float32)
            has_year = np.zeros((batch, 1), np.float32)
        feats["year"] = year
        feats["has_year"] = has_year
        yield feats, rng.integers(0, 2, size=batch).astype(np.float32)
