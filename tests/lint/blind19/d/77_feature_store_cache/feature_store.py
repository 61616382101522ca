import numpy as np


class FeatureStore:
    """Hot nodes live in memory as float32; cold nodes come from a compact float16 cache."""

    def __init__(self, n_nodes, dim, hot_fraction=0.5, seed=0):
        rng = np.random.default_rng(seed)
        feats = rng.normal(size=(n_nodes, dim))
        n_hot = int(n_nodes * hot_fraction)
        self.hot = feats[:n_hot].astype(np.float32)
        self.cold = feats[n_hot:].astype(np.float16)
        self.n_hot = n_hot

    def gather(self, node_ids):
        if np.all(node_ids < self.n_hot):
            return self.hot[node_ids]
        if np.all(node_ids >= self.n_hot):
            return self.cold[node_ids - self.n_hot]
        out = np.empty((len(node_ids), self.hot.shape[1]), np.float32)
        is_hot = node_ids < self.n_hot
        out[is_hot] = self.hot[node_ids[is_hot]]
        out[~is_hot] = self.cold[node_ids[~is_hot] - self.n_hot]
        return out
