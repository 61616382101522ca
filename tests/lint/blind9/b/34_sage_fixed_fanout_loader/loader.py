import numpy as np


class NeighborSampler:
    """Seed-node minibatches with a fixed-fanout neighbour sample (with replacement)."""

    def __init__(self, senders, receivers, n_nodes, batch_size, fanout, drop_last=True, seed=0):
        order = np.argsort(receivers, kind="stable")
        self.neighbors = senders[order]
        self.offsets = np.searchsorted(receivers[order], np.arange(n_nodes + 1))
        self.n_nodes = n_nodes
        self.batch_size = batch_size
        self.fanout = fanout
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def _sample(self, seeds):
        start, stop = self.offsets[seeds], self.offsets[seeds + 1]
        deg = stop - start
        pick = self.rng.integers(0, np.maximum(deg, 1)[:, None], (len(seeds), self.fanout))
        nbrs = self.neighbors[np.minimum(start[:, None] + pick, len(self.neighbors) - 1)]
        # isolated nodes sample themselves
        return np.where(deg[:, None] > 0, nbrs, seeds[:, None]).astype(np.int32)

    def __len__(self):
        full, rest = divmod(self.n_nodes, self.batch_size)
        return full if self.drop_last or rest == 0 else full + 1

    def __iter__(self):
        perm = self.rng.permutation(self.n_nodes)
        for i in range(len(self)):
            seeds = perm[i * self.batch_size:(i + 1) * self.batch_size]
            yield seeds.astype(np.int32), self._sample(seeds)
