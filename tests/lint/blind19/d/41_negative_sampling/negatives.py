import numpy as np


class NegativeSampler:
    def __init__(self, pos_edges, n_nodes, ratio=1, seed=0):
        self.n = n_nodes
        self.ratio = ratio
        self.known = set(map(tuple, pos_edges.tolist()))
        self.rng = np.random.default_rng(seed)

    def __call__(self, batch_pos):
        cand = self.rng.integers(0, self.n, (len(batch_pos) * self.ratio, 2))
        keep = np.array([(u, v) not in self.known and u != v for u, v in cand.tolist()])
        neg = np.unique(cand[keep], axis=0)
        return neg.astype(np.int32)
