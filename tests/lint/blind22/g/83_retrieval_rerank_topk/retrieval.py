import numpy as np


class CandidateGenerator:
    def __init__(self, item_vecs, n_candidates=50):
        self.item_vecs = item_vecs
        self.n_candidates = n_candidates

    def candidates(self, user_vec):
        sims = self.item_vecs @ user_vec / (np.linalg.norm(self.item_vecs, axis=1) * np.linalg.norm(user_vec))
        keep = np.argpartition(-sims, self.n_candidates)[: self.n_candidates]
        return keep, self.item_vecs[keep]
