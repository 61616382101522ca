import numpy as np


class EmbeddingCache:
    """Clip embeddings from the big pretrained bird model, cached to disk in half precision."""

    def __init__(self):
        self.store = {}

    def get(self, clip_id, compute):
        if clip_id in self.store:
            return self.store[clip_id]
        emb = compute(clip_id)
        self.store[clip_id] = emb.astype(np.float16)
        return emb
