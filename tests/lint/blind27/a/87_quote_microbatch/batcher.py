import numpy as np

SLOTS = 32


class MicroBatcher:
    def __init__(self, n_features):
        self.n_features = n_features
        self.pending = []

    def add(self, risk):
        self.pending.append(np.asarray(risk, np.float32).reshape(-1))

    def flush(self):
        rows = self.pending[:SLOTS]
        self.pending = self.pending[SLOTS:]
        block = np.zeros((SLOTS, self.n_features), np.float32)
        block[:len(rows)] = np.stack(rows)
        return block, len(rows)
