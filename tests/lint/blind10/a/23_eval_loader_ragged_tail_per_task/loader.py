import numpy as np


class BatchLoader:
    def __init__(self, tokens, labels, batch_size):
        self.tokens = tokens
        self.labels = labels
        self.batch_size = batch_size

    def __len__(self):
        return (len(self.tokens) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        for start in range(0, len(self.tokens), self.batch_size):
            end = start + self.batch_size
            yield self.tokens[start:end], self.labels[start:end]


def synthetic_task(rng, n_examples, seq_len=16, vocab=100, n_labels=2):
    tokens = rng.integers(1, vocab, size=(n_examples, seq_len)).astype(np.int32)
    labels = (tokens[:, 0] % n_labels).astype(np.int32)
    return tokens, labels
