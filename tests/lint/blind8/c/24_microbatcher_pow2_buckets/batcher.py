import collections

import numpy as np


def next_pow2(n):
    return 1 << (n - 1).bit_length()


class MicroBatcher:
    """Collects single requests and flushes them to the model in small batches."""

    def __init__(self, predict_fn, max_batch=8, max_wait_ticks=2):
        self.predict_fn = predict_fn
        self.max_batch = max_batch
        self.max_wait_ticks = max_wait_ticks
        self.queue = collections.deque()
        self.waited = 0
        self.results = {}

    def submit(self, request_id, features):
        self.queue.append((request_id, features))

    def tick(self):
        self.waited += 1
        if len(self.queue) >= self.max_batch or (self.queue and self.waited >= self.max_wait_ticks):
            self.flush()

    def flush(self):
        items = [self.queue.popleft() for _ in range(min(self.max_batch, len(self.queue)))]
        ids = [rid for rid, _ in items]
        x = np.stack([f for _, f in items])
        padded = np.zeros((next_pow2(len(items)),) + x.shape[1:], x.dtype)
        padded[: len(items)] = x
        for rid, y in zip(ids, np.asarray(self.predict_fn(padded))):
            self.results[rid] = y
        self.waited = 0
