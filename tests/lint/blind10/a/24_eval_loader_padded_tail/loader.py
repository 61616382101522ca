import numpy as np


class BatchLoader:
    """Yields fixed-size batches; the final batch is padded and masked."""

    def __init__(self, tokens, labels, batch_size):
        self.tokens = tokens
        self.labels = labels
        self.batch_size = batch_size

    def __len__(self):
        return (len(self.tokens) + self.batch_size - 1) // self.batch_size

    def __iter__(self):
        for start in range(0, len(self.tokens), self.batch_size):
            tok = self.tokens[start:start + self.batch_size]
            lab = self.labels[start:start + self.batch_size]
            valid = np.ones(self.batch_size, dtype=bool)
            if len(tok) < self.batch_size:
                pad = self.batch_size - len(tok)
                valid[len(tok):] = False
                tok = np.pad(tok, ((0, pad), (0, 0)))
                lab = np.pad(lab, (0, pad))
            yield tok, lab, valid


def synthetic_task(rng, n_examples, seq_len=16, vocab=100, n_labels=2):
    tokens = rng.integers(1, vocab, size=(n_examples, seq_len)).astype(np.int32)
    labels = (tokens[:, 0] % n_labels).astype(np.int32)
    return tokens, labels
