import numpy as np

FEAT = 6
MAX_ROWS, MAX_COLS = 8, 8


class Table:
    def __init__(self, rng):
        self.n_rows = int(rng.integers(2, 6))
        self.n_cols = int(rng.integers(2, 5))
        self.cells = [[rng.standard_normal(FEAT).astype(np.float32) for _ in range(self.n_cols)]
                      for _ in range(self.n_rows)]

    @property
    def cell_matrix(self):
        grid = np.zeros((MAX_ROWS, MAX_COLS, FEAT), np.float32)
        grid[: self.n_rows, : self.n_cols] = np.stack([np.stack(row) for row in self.cells])
        return grid

    @property
    def cell_mask(self):
        mask = np.zeros((MAX_ROWS, MAX_COLS, 1), np.float32)
        mask[: self.n_rows, : self.n_cols] = 1.0
        return mask
