import numpy as np


def lj_cluster_dataset(n_configs, n_atoms, seed=0):
    rng = np.random.default_rng(seed)
    pos = rng.uniform(0.0, 2.5, size=(n_configs, n_atoms, 3)).astype(np.float32)
    d = pos[:, :, None, :] - pos[:, None, :, :]
    r2 = np.sum(d * d, axis=-1) + np.eye(n_atoms) * 1e6
    inv6 = (1.0 / np.maximum(r2, 0.64)) ** 3
    energy = 0.5 * np.sum(4.0 * (inv6 * inv6 - inv6), axis=(1, 2))
    return pos, energy.astype(np.float32)


class Loader:
    def __init__(self, pos, energy, batch_size, seed=0):
        self.pos = pos
        self.energy = energy
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.pos))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.pos[idx], self.energy[idx]
