import numpy as np


class StructureLoader:
    """Shuffled minibatches of fixed-size atomic structures (positions, energies, weights).

    The last batch is filled up with randomly repeated structures of weight 0, so
    every batch has exactly `batch_size` rows.
    """

    def __init__(self, positions, energies, batch_size, seed=0):
        self.positions = positions
        self.energies = energies
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.energies) // self.batch_size)

    def __iter__(self):
        n = len(self.energies)
        order = self.rng.permutation(n)
        n_fill = len(self) * self.batch_size - n
        order = np.concatenate([order, self.rng.integers(0, n, n_fill)])
        weight = np.concatenate([np.ones(n, np.float32), np.zeros(n_fill, np.float32)])
        for start in range(0, len(order), self.batch_size):
            sl = slice(start, start + self.batch_size)
            idx = order[sl]
            yield self.positions[idx], self.energies[idx], weight[sl]
