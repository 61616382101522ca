import numpy as np


class PassageBatcher:
    """Batches tokenised passages for embedding."""

    max_len = 16

    def __init__(self, batch_size):
        self.batch_size = batch_size

    def pad(self, passages):
        longest = max(len(p) for p in passages)
        if longest > PassageBatcher.max_len:
            PassageBatcher.max_len = longest
        ids = np.zeros((len(passages), PassageBatcher.max_len), np.int32)
        for i, p in enumerate(passages):
            ids[i, :len(p)] = p
        return ids

    def batches(self, passages):
        for i in range(0, len(passages), self.batch_size):
            yield self.pad(passages[i:i + self.batch_size])
