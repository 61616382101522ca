import numpy as np


class NeighborSampler:
    def __init__(self, senders, receivers, n_nodes, fanout, seed=0):
        order = np.argsort(receivers, kind="stable")
        self.nbrs = np.split(senders[order], np.cumsum(np.bincount(receivers, minlength=n_nodes))[:-1])
        self.fanout = fanout
        self.rng = np.random.default_rng(seed)

    def sample(self, seeds):
        """Return (seed ids, flat neighbour ids, owner index of each neighbour).

        Every seed gets exactly `fanout` slots; nodes without neighbours point
        their slots at themselves.
        """
        nbr_ids = np.empty((len(seeds), self.fanout), np.int32)
        for i, v in enumerate(seeds):
            cand = self.nbrs[v]
            if len(cand) == 0:
                cand = np.array([v])
            nbr_ids[i] = self.rng.choice(cand, size=self.fanout, replace=True)
        owner = np.repeat(np.arange(len(seeds), dtype=np.int32), self.fanout)
        return np.asarray(seeds, np.int32), nbr_ids.reshape(-1), owner
