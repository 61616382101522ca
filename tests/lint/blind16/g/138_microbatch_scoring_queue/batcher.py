import numpy as np


class MicroBatcher:
    """Collects scoring requests and flushes them together when the queue is drained."""

    def __init__(self, max_batch=16):
        self.max_batch = max_batch
        self.queue = []

    def submit(self, features):
        self.queue.append(features)

    def drain(self):
        while self.queue:
            chunk, self.queue = self.queue[:self.max_batch], self.queue[self.max_batch:]
            yield np.stack(chunk)
