import numpy as np


class ANNIndex:
    def __init__(self, item_vecs, seen):
        self.item_vecs = item_vecs
        self.seen = seen

    def candidates(self, user_id, query_vec, k=24):
        scores = self.item_vecs @ query_vec
        top = np.argsort(-scores)[:k]
        already = self.seen.get(user_id, set())
        valid = np.array([i not in already for i in top])
        return top.astype(np.int32), valid
