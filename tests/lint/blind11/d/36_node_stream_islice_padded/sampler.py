import itertools

import numpy as np


def padded_chunks(iterable, size, pad_id=0):
    """islice-based chunking; the final chunk is padded to `size` and a mask marks the real entries."""
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        mask = np.zeros(size, np.float32)
        mask[:len(chunk)] = 1.0
        chunk = chunk + [pad_id] * (size - len(chunk))
        yield np.asarray(chunk, dtype=np.int32), mask


class NeighborSampler:
    def __init__(self, adjacency_lists, fanout, seed=0):
        self.adj = adjacency_lists
        self.fanout = fanout
        self.rng = np.random.default_rng(seed)

    def sample(self, seeds):
        neigh = np.stack([self.rng.choice(self.adj[s], size=self.fanout, replace=True) for s in seeds])
        return seeds, neigh.astype(np.int32)
