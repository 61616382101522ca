from collections import deque

import numpy as np

from model import risk_scores


class ModerationServer:
    def __init__(self, params, max_batch=8):
        self.params = params
        self.queue = deque()
        self.max_batch = max_batch

    def submit(self, request_id, feats):
        self.queue.append((request_id, feats))

    def tick(self):
        batch = [self.queue.popleft() for _ in range(min(self.max_batch, len(self.queue)))]
        if not batch:
            return {}
        feats = np.stack([f for _, f in batch])
        scores = np.asarray(risk_scores(self.params, feats))
        return {rid: s for (rid, _), s in zip(batch, scores)}
