import collections

import numpy as np


class RequestQueue:
    def __init__(self, max_batch=16, n_features=8):
        self.max_batch = max_batch
        self.n_features = n_features
        self._pending = collections.deque()

    def submit(self, request_id, features):
        self._pending.append((request_id, features))

    def __len__(self):
        return len(self._pending)

    def drain(self):
        ids = []
        batch = np.zeros((self.max_batch, self.n_features), dtype=np.float32)
        while self._pending and len(ids) < self.max_batch:
            rid, feats = self._pending.popleft()
            batch[len(ids)] = feats
            ids.append(rid)
        return ids, batch
