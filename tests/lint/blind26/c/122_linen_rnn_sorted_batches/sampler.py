import numpy as np


class SortedBatchSampler:
    """Sort utterances by length so each batch needs little padding."""

    def __init__(self, lengths, batch_size):
        self.order = np.argsort(lengths)
        self.lengths = lengths
        self.batch_size = batch_size

    def __iter__(self):
        for i in range(0, len(self.order), self.batch_size):
            idx = self.order[i:i + self.batch_size]
            yield idx, int(self.lengths[idx].max())
