import os
import tempfile
import numpy as np

class EmbeddingCache:
    def __init__(self):
        self.dir = tempfile.mkdtemp()

    def path(self, doc_id):
        return os.path.join(self.dir, f"{doc_id}.npy")

    def get(self, doc_id, compute):
        p = self.path(doc_id)
        if os.path.exists(p):
            return np.load(p)
        v = compute(doc_id)
        np.save(p, v.astype(np.float16))
        return v
