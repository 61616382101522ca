import numpy as np


class PassageBatcher:
    max_len = None

    def __init__(self, corpus, batch_size):
        self.batch_size = batch_size
        if PassageBatcher.max_len is None:
            PassageBatcher.max_len = max(len(p) for p in corpus)

    def pad(self, passages):
        ids = np.zeros((len(passages), PassageBatcher.max_len), np.int32)
        for i, p in enumerate(passages):
            ids[i, :len(p)] = p
        return ids

    def batches(self, passages):
        for i in range(0, len(passages), self.batch_size):
            yield self.pad(passages[i:i + self.batch_size])
