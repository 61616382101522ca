import numpy as np
from ranking import rank_candidates


class ShortlistAPI:
    def __init__(self, weights):
        self.weights = weights

    def shortlist(self, req):
        cands = np.asarray(req["candidates"], np.float32)
        order = rank_candidates(self.weights, cands, req["must_have"])
        return [int(i) for i in order[: req["top_k"]]]
