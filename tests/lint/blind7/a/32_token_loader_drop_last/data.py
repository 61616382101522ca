import numpy as np


class TokenBatches:
    def __init__(self, tokens, batch_size, seq_len, drop_last=True, seed=0):
        n = len(tokens) // seq_len
        self.rows = np.asarray(tokens[: n * seq_len], dtype=np.int32).reshape(n, seq_len)
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.rows))
        stop = len(order) - len(order) % self.batch_size if self.drop_last else len(order)
        for i in range(0, stop, self.batch_size):
            yield self.rows[order[i : i + self.batch_size]]
