import numpy as np

FEAT = 6


class Table:
    def __init__(self, rng):
        self.n_rows = int(rng.integers(2, 6))
        self.n_cols = int(rng.integers(2, 5))
        self.cells = [[rng.standard_normal(FEAT).astype(np.float32) for _ in range(self.n_cols)]
                      for _ in range(self.n_rows)]

    @property
    def cell_matrix(self):
        return np.stack([np.stack(row) for row in self.cells])
