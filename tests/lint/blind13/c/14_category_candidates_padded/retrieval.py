import numpy as np


class CategoryRetriever:
    """Candidate generation: items in the categories the user engaged with, padded to a fixed slate."""

    def __init__(self, item_categories, max_candidates=128):
        self.item_categories = np.asarray(item_categories)
        self.max_candidates = max_candidates

    def candidates(self, user_categories):
        hit = np.flatnonzero(np.isin(self.item_categories, user_categories))[: self.max_candidates]
        ids = np.zeros(self.max_candidates, dtype=np.int64)
        ids[: len(hit)] = hit
        valid = np.zeros(self.max_candidates, dtype=bool)
        valid[: len(hit)] = True
        return ids, valid
