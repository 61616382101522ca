import numpy as np


class NeighborSampler:
    def __init__(self, senders, receivers, n_nodes, fanout, seed=0):
        order = np.argsort(receivers, kind="stable")
        self.nbrs = np.split(senders[order], np.cumsum(np.bincount(receivers, minlength=n_nodes))[:-1])
        self.fanout = fanout
        self.rng = np.random.default_rng(seed)

    def sample(self, seeds):
        """Return (seed ids, flat neighbour ids, owner index of each neighbour)."""
        nbr_ids, owner = [], []
        for i, v in enumerate(seeds):
            cand = self.nbrs[v]
            k = min(self.fanout, len(cand))
            picked = self.rng.choice(cand, size=k, replace=False) if k else cand
            nbr_ids.append(picked)
            owner.append(np.full(k, i))
        return (np.asarray(seeds, np.int32),
                np.concatenate(nbr_ids).astype(np.int32),
                np.concatenate(owner).astype(np.int32))
