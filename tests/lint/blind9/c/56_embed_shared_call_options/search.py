import numpy as np

from embed import EMBED_OPTS, embed_texts


class Searcher:
    def __init__(self, table, index):
        self.table = table
        self.index = index

    def query(self, query_ids, k=3):
        q = np.asarray(embed_texts(self.table, query_ids, **EMBED_OPTS))
        return np.argsort(-(q @ self.index.T), axis=1)[:, :k]
