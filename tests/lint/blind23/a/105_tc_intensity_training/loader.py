import numpy as np


class CyclingLoader:
    """Fills the final batch by wrapping around to the start of the shuffled epoch."""

    def __init__(self, inputs, targets, batch_size, seed=0):
        self.inputs, self.targets = inputs, targets
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def epoch(self):
        n = len(self.inputs)
        order = self.rng.permutation(n)
        n_batches = -(-n // self.batch_size)
        order = np.resize(order, n_batches * self.batch_size)
        for b in range(n_batches):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.inputs[idx], self.targets[idx]
