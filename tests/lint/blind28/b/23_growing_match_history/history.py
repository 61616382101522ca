import numpy as np


class PlayerHistory:
    def __init__(self):
        self.scores = []

    def add(self, score):
        self.scores.append(score)

    def as_array(self):
        return np.asarray(self.scores, dtype=np.float32)
