import numpy as np

CLAUSE_TYPES = ["indemnity", "termination", "confidentiality", "governing_law", "payment"]

def synth_corpus(n_docs, vocab=500, seq_len=32, seed=0):
    rng = np.random.default_rng(seed)
    tokens = rng.integers(1, vocab, size=(n_docs, seq_len)).astype(np.int32)
    labels = rng.integers(0, len(CLAUSE_TYPES), size=(n_docs,)).astype(np.int32)
    return tokens, labels

class ClauseLoader:
    def __init__(self, tokens, labels, batch_size):
        self.tokens = tokens
        self.labels = labels
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.labels)
        for start in range(0, n, self.batch_size):
            yield self.tokens[start:start + self.batch_size], self.labels[start:start + self.batch_size]
