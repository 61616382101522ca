import numpy as np


class MicroBatcher:
    """Collects incoming traveller risk queries and flushes them together."""

    def __init__(self, score_fn):
        self.score_fn = score_fn
        self.queue = []

    def submit(self, features):
        self.queue.append(features)

    def flush(self):
        if not self.queue:
            return []
        batch = np.stack(self.queue).astype(np.float32)
        self.queue = []
        return list(np.asarray(self.score_fn(batch)))
