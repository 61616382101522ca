import numpy as np


class StructureLoader:
    """Shuffled minibatches of fixed-size atomic structures (positions, energies)."""

    def __init__(self, positions, energies, batch_size, seed=0):
        self.positions = positions
        self.energies = energies
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.energies) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.energies))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.positions[idx], self.energies[idx]
