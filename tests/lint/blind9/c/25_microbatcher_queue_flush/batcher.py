import collections
import time

import numpy as np


class MicroBatcher:
    """Collects single requests and runs them together when the batch is full or stale."""

    def __init__(self, infer_fn, max_batch=16, max_wait_ms=5.0):
        self.infer_fn = infer_fn
        self.max_batch = max_batch
        self.max_wait = max_wait_ms / 1000.0
        self.queue = collections.deque()
        self.oldest = None
        self.results = {}

    def submit(self, req_id, features, now):
        if not self.queue:
            self.oldest = now
        self.queue.append((req_id, features))
        if len(self.queue) >= self.max_batch or now - self.oldest >= self.max_wait:
            self.flush()

    def flush(self):
        if not self.queue:
            return
        items = [self.queue.popleft() for _ in range(min(len(self.queue), self.max_batch))]
        ids, feats = zip(*items)
        out = np.asarray(self.infer_fn(np.stack(feats)))
        self.results.update(zip(ids, out))
        self.oldest = None
