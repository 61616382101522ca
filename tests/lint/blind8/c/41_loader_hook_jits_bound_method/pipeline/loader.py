import numpy as np


class TokenBatchLoader:
    def __init__(self, n_batches, batch_size, seq_len, vocab, seed=0):
        self.n_batches = n_batches
        self.batch_size = batch_size
        self.seq_len = seq_len
        self.vocab = vocab
        self.seed = seed
        self.hooks = []

    def add_hook(self, fn):
        self.hooks.append(fn)
        return fn

    def __iter__(self):
        rng = np.random.default_rng(self.seed)
        for i in range(self.n_batches):
            ids = rng.zipf(1.3, size=(self.batch_size, self.seq_len)) % self.vocab
            batch = {"ids": ids.astype(np.int32), "index": i}
            for hook in self.hooks:
                hook(batch)
            yield batch
