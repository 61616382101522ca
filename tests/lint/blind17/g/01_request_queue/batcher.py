import collections

import numpy as np


class RequestQueue:
    def __init__(self, max_batch=16):
        self.max_batch = max_batch
        self._pending = collections.deque()

    def submit(self, request_id, features):
        self._pending.append((request_id, features))

    def __len__(self):
        return len(self._pending)

    def drain(self):
        ids, rows = [], []
        while self._pending and len(rows) < self.max_batch:
            rid, feats = self._pending.popleft()
            ids.append(rid)
            rows.append(feats)
        return ids, np.stack(rows).astype(np.float32)
