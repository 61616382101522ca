import numpy as np


class Reblocker:
    def __init__(self, block):
        self.block = block
        self.pending = np.zeros(0, np.float32)

    def push(self, samples):
        self.pending = np.concatenate([self.pending, samples])
        while len(self.pending) >= self.block:
            out, self.pending = self.pending[: self.block], self.pending[self.block:]
            yield out
