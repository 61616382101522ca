import itertools

import numpy as np


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.asarray(chunk, dtype=np.int32)


class NeighborSampler:
    def __init__(self, adjacency_lists, fanout, seed=0):
        self.adj = adjacency_lists
        self.fanout = fanout
        self.rng = np.random.default_rng(seed)

    def sample(self, seeds):
        neigh = np.stack([self.rng.choice(self.adj[s], size=self.fanout, replace=True) for s in seeds])
        return seeds, neigh.astype(np.int32)
