import numpy as np

FIELDS = ("title", "author", "year")


def encode_text(rng, n, dim=16):
    return rng.normal(size=(n, dim)).astype(np.float32)


def record_batches(seed=4, n_batches=6, batch=10):
    rng = np.random.default_rng(seed)
    for b in range(n_batches):
        feats = {"title": encode_text(rng, batch), "author": encode_text(rng, batch)}
        # some MARC exports carry no imprint date
        if b % 2 == 0:
            feats["year"] = rng.integers(1500, 1900, size=(batch, 1)).astype(np.float32)
        yield feats, rng.integers(0, 2, size=batch).astype(np.float32)
