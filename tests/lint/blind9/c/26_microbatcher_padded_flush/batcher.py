import collections

import numpy as np


class MicroBatcher:
    """Collects single requests and runs them together when the batch is full or stale.

    Batches are always padded to max_batch rows so the model sees one shape.
    """

    def __init__(self, infer_fn, n_features, max_batch=16, max_wait_ms=5.0):
        self.infer_fn = infer_fn
        self.max_batch = max_batch
        self.max_wait = max_wait_ms / 1000.0
        self.queue = collections.deque()
        self.oldest = None
        self.results = {}
        self._buf = np.zeros((max_batch, n_features), np.float32)

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
        self._buf[:] = 0.0
        self._buf[: len(feats)] = np.stack(feats)
        out = np.asarray(self.infer_fn(self._buf))[: len(feats)]
        self.results.update(zip(ids, out))
        self.oldest = None
