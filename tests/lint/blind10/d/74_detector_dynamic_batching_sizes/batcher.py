import collections

import numpy as np


class DynamicBatcher:
    """Groups whatever requests are queued (up to max_batch) into one forward pass."""

    def __init__(self, max_batch=8):
        self.max_batch = max_batch
        self.queue = collections.deque()

    def submit(self, request_id, image):
        self.queue.append((request_id, image))

    def next_batch(self):
        items = [self.queue.popleft() for _ in range(min(self.max_batch, len(self.queue)))]
        ids = [rid for rid, _ in items]
        return ids, np.stack([img for _, img in items])
