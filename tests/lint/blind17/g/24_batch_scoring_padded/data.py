import numpy as np


def synthetic_shards(seed=0, sizes=(100, 70, 130), n_features=6):
    rng = np.random.default_rng(seed)
    for shard_id, n in enumerate(sizes):
        yield shard_id, rng.normal(size=(n, n_features)).astype(np.float32)


def iter_chunks(shards, chunk_size):
    for shard_id, rows in shards:
        for start in range(0, rows.shape[0], chunk_size):
            chunk = rows[start:start + chunk_size]
            n_valid = chunk.shape[0]
            if n_valid < chunk_size:
                pad = np.zeros((chunk_size - n_valid, rows.shape[1]), dtype=rows.dtype)
                chunk = np.concatenate([chunk, pad], axis=0)
            yield shard_id, chunk, n_valid
