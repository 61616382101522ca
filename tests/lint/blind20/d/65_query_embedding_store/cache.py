import numpy as np


class EmbeddingCache:
    def __init__(self, encode_fn, params, batch_size=4):
        self.encode_fn = encode_fn
        self.params = params
        self.batch_size = batch_size
        self.store = {}

    def lookup(self, query_ids, token_table):
        misses = [q for q in query_ids if q not in self.store]
        for start in range(0, len(misses), self.batch_size):
            chunk = misses[start : start + self.batch_size]
            tokens = np.zeros((self.batch_size, token_table.shape[1]), dtype=token_table.dtype)
            tokens[: len(chunk)] = token_table[np.asarray(chunk)]
            fresh = np.asarray(self.encode_fn(self.params, tokens))
            for q, e in zip(chunk, fresh):
                self.store[q] = e
        return np.stack([self.store[q] for q in query_ids])
