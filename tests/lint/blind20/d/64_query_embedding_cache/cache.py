import numpy as np


class EmbeddingCache:
    def __init__(self, encode_fn, params):
        self.encode_fn = encode_fn
        self.params = params
        self.store = {}

    def lookup(self, query_ids, token_table):
        misses = [q for q in query_ids if q not in self.store]
        if misses:
            tokens = token_table[np.asarray(misses)]
            fresh = np.asarray(self.encode_fn(self.params, tokens))
            for q, e in zip(misses, fresh):
                self.store[q] = e
        return np.stack([self.store[q] for q in query_ids])
