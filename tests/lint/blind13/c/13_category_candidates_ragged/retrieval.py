import numpy as np


class CategoryRetriever:
    """Candidate generation: every item in the categories the user engaged with."""

    def __init__(self, item_categories):
        self.item_categories = np.asarray(item_categories)

    def candidates(self, user_categories):
        hit = np.isin(self.item_categories, user_categories)
        return np.flatnonzero(hit)
