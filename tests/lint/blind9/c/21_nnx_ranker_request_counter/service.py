import numpy as np

from ranker import score_batch

LOG_EVERY = 64


class RankingEndpoint:
    def __init__(self, model, slate_size):
        self.model = model
        self.slate_size = slate_size

    def __call__(self, candidate_feats):
        probs, order = score_batch(self.model, candidate_feats)
        self.model.requests_served += 1
        if self.model.requests_served % LOG_EVERY == 0:
            print("served", self.model.requests_served)
        return np.asarray(order)[: self.slate_size], np.asarray(probs)
