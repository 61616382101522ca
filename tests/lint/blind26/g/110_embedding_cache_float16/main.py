import numpy as np

from cache import EmbeddingCache
from probe import linear_probe

rng = np.random.default_rng(0)
w = rng.normal(size=(128,)).astype(np.float32) * 0.1


def embed(clip_id):
    return np.random.default_rng(clip_id).normal(size=(20, 128)).astype(np.float32)


cache = EmbeddingCache()
for epoch in range(2):
    for clip_id in range(4):
        p = linear_probe(cache.get(clip_id, embed), w, 0.0)
        print(epoch, clip_id, round(float(p.mean()), 4))
