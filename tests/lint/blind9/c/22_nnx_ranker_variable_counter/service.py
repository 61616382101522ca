import numpy as np

from ranker import score_batch

LOG_EVERY = 64


class RankingEndpoint:
    def __init__(self, model, slate_size):
        self.model = model
        self.slate_size = slate_size

    def __call__(self, candidate_feats):
        probs, order = score_batch(self.model, candidate_feats)
        if int(self.model.requests_served.value) % LOG_EVERY == 0:
            print("served", int(self.model.requests_served.value))
        return np.asarray(order)[: self.slate_size], np.asarray(probs)
