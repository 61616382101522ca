import numpy as np

ROWS, COLS = 6, 7


class Board:
    """Connect-four board kept as per-column stacks (cheap drops)."""

    def __init__(self):
        self.columns = [[] for _ in range(COLS)]

    def drop(self, col, piece):
        self.columns[col].append(piece)

    def grid(self):
        g = np.zeros((ROWS, COLS), np.float32)
        for c, stack in enumerate(self.columns):
            for r, piece in enumerate(stack):
                g[ROWS - 1 - r, c] = piece
        return g

    def column_major(self):
        """Compact (COLS, ROWS) snapshot used by the replay store."""
        g = np.zeros((COLS, ROWS), np.float32)
        for c, stack in enumerate(self.columns):
            g[c, :len(stack)] = stack
        return g
