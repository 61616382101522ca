import numpy as np


class ArrayLoader:
    """Iterates over (probs, labels) in fixed-size batches."""

    def __init__(self, probs, labels, batch_size=64, drop_last=False):
        assert len(probs) == len(labels)
        self.probs = np.asarray(probs, dtype=np.float32)
        self.labels = np.asarray(labels, dtype=np.int32)
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __len__(self):
        if self.drop_last:
            return len(self.labels) // self.batch_size
        return -(-len(self.labels) // self.batch_size)

    def __iter__(self):
        for i in range(len(self)):
            start = i * self.batch_size
            yield self.probs[start:start + self.batch_size], self.labels[start:start + self.batch_size]
