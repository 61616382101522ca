import numpy as np


class ArrayLoader:
    """Iterates over (probs, labels) in fixed-size batches."""

    def __init__(self, probs, labels, batch_size=64):
        assert len(probs) == len(labels)
        self.probs = np.asarray(probs, dtype=np.float32)
        self.labels = np.asarray(labels, dtype=np.int32)
        self.batch_size = batch_size

    def __len__(self):
        return -(-len(self.labels) // self.batch_size)

    def __iter__(self):
        for start in range(0, len(self.labels), self.batch_size):
            stop = start + self.batch_size
            yield self.probs[start:stop], self.labels[start:stop]
