import numpy as np


class FeedbackBuffer:
    """Keeps every (features, was_correct) pair returned by transcribers."""

    def __init__(self, dim):
        self.x = np.zeros((0, dim), np.float32)
        self.y = np.zeros((0,), np.float32)

    def extend(self, x, y):
        self.x = np.concatenate([self.x, x])
        self.y = np.concatenate([self.y, y])
