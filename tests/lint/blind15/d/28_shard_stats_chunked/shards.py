import numpy as np

SHARD_ROWS = [120, 95, 120, 64, 120, 31]
CHUNK = 64


def make_shards(n_features=5, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.lognormal(size=(n, n_features)).astype(np.float32) for n in SHARD_ROWS]


def iter_chunks(shards, chunk=CHUNK):
    for shard in shards:
        for start in range(0, len(shard), chunk):
            part = shard[start:start + chunk]
            buf = np.zeros((chunk, shard.shape[1]), np.float32)
            mask = np.zeros((chunk,), np.float32)
            buf[:len(part)] = part
            mask[:len(part)] = 1.0
            yield buf, mask
