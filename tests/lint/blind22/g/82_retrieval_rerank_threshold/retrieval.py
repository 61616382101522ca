import numpy as np


class CandidateGenerator:
    def __init__(self, item_vecs, threshold=0.35):
        self.item_vecs = item_vecs
        self.threshold = threshold

    def candidates(self, user_vec):
        sims = self.item_vecs @ user_vec / (np.linalg.norm(self.item_vecs, axis=1) * np.linalg.norm(user_vec))
        keep = np.flatnonzero(sims > self.threshold)
        return keep, self.item_vecs[keep]
