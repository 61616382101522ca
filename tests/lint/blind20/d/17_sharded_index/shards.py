import numpy as np

SHARD_SIZE = 64


def build_shards(rng, dim, n_shards, compress_upto=2):
    shards = []
    for i in range(n_shards):
        emb = rng.normal(size=(SHARD_SIZE, dim))
        emb /= np.linalg.norm(emb, axis=1, keepdims=True)
        if i < compress_upto:
            emb = emb.astype(np.float16)
        else:
            emb = emb.astype(np.float32)
        shards.append(emb)
    return shards
