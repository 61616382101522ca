import numpy as np


class MicroBatcher:
    """Collects scoring requests; every flush is padded to max_batch rows."""

    def __init__(self, n_features, max_batch=16):
        self.n_features = n_features
        self.max_batch = max_batch
        self.queue = []

    def submit(self, features):
        self.queue.append(features)

    def drain(self):
        while self.queue:
            chunk, self.queue = self.queue[:self.max_batch], self.queue[self.max_batch:]
            batch = np.zeros((self.max_batch, self.n_features), np.float32)
            batch[:len(chunk)] = np.stack(chunk)
            yield batch, len(chunk)
