import numpy as np

BUCKET = 128


def benches(n_benches=7, seed=5):
    rng = np.random.default_rng(seed)
    for b in range(n_benches):
        n_blocks = int(rng.integers(150, 500))
        feats = rng.normal(size=(n_blocks, 6)).astype(np.float32)
        yield b, feats


def to_bucket(feats):
    n = feats.shape[0]
    size = -(-n // BUCKET) * BUCKET
    out = np.zeros((size, feats.shape[1]), feats.dtype)
    out[:n] = feats
    return out, n
